import { attributionSource, REFERRAL_PARAM, referrerHost } from '../../../shared/attribution';

const KEY = 'brandcraft.attribution';

export interface VisitAttribution {
  source: string | null;
  referrer: string | null;
}

function stored(): VisitAttribution {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as VisitAttribution | null;
    return { source: parsed?.source ?? null, referrer: parsed?.referrer ?? null };
  } catch {
    return { source: null, referrer: null };
  }
}

/**
 * Where this visit (tab session) came from: the first `?ref=`/`utm_source` and the first external
 * referrer seen, kept in sessionStorage (no cookie) and sent with course views and purchases.
 * Only values the server accepts are kept (shared/attribution.ts).
 */
export function visitAttribution(
  location: Pick<Location, 'search' | 'host'> = window.location,
  referrer: string = document.referrer,
): VisitAttribution {
  const kept = stored();
  const params = new URLSearchParams(location.search);
  const source =
    kept.source ??
    attributionSource(params.get(REFERRAL_PARAM) ?? params.get('utm_source')) ??
    null;
  let external: string | null = null;
  try {
    if (referrer && new URL(referrer).host !== location.host)
      external = referrerHost(referrer) ?? null;
  } catch {
    external = null;
  }
  const visit = { source, referrer: kept.referrer ?? external };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode): this page's values are still sent.
  }
  return visit;
}

/** The visit's attribution as a purchase sends it: left out when nothing is known. */
export function purchaseAttribution(): VisitAttribution | undefined {
  const visit = visitAttribution();
  return visit.source || visit.referrer ? visit : undefined;
}
