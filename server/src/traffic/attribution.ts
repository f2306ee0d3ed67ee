import { createHash } from 'node:crypto';
import {
  attributionSource,
  REFERRER_HOST_MAX_LENGTH,
  referrerHost,
  SOURCE_MAX_LENGTH,
} from '../../../shared/attribution';
import type { Checker } from '../common/validation';

export type SourceKind = 'educator' | 'marketplace';

export interface Attribution {
  source: string | null;
  referrerHost: string | null;
}

/** The label a view or sale is counted under in top sources: one label per educator link. */
export const EDUCATOR_SOURCE = 'educator';
export const DIRECT_SOURCE = 'direct';

/**
 * An educator's referral code: derived from their id, so it needs no storage and no lookup. It
 * only tells the educator's own link apart in their analytics, so being derivable is harmless.
 */
export function referralCode(educatorId: string): string {
  return createHash('sha256').update(`referral:${educatorId}`).digest('hex').slice(0, 12);
}

/** Checks what a client sent; `prefix` names the fields (`attribution.source`). */
export function checkAttribution(
  check: Checker,
  raw: { source?: unknown; referrer?: unknown } | null | undefined,
  prefix = '',
): Attribution {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const source = attributionSource(text(raw?.source));
  if (source === undefined)
    check.fail(
      `${prefix}source`,
      `Source must be at most ${SOURCE_MAX_LENGTH} letters, digits, spaces or . _ ~ + -`,
    );
  const host = referrerHost(text(raw?.referrer));
  if (host === undefined)
    check.fail(
      `${prefix}referrer`,
      `Referrer must be an http(s) address or a host name of at most ${REFERRER_HOST_MAX_LENGTH} characters`,
    );
  return { source: source ?? null, referrerHost: host ?? null };
}

export function sourceKind(attribution: Attribution, educatorId: string): SourceKind {
  return attribution.source === referralCode(educatorId) ? 'educator' : 'marketplace';
}

/** The one label a view or sale is counted under: the educator's link, a campaign, a site, or direct. */
export function sourceLabel(attribution: Attribution, kind: SourceKind): string {
  if (kind === 'educator') return EDUCATOR_SOURCE;
  return attribution.source ?? attribution.referrerHost ?? DIRECT_SOURCE;
}
