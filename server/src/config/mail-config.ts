import { ConfigError } from './config-error';

/**
 * Where mail goes. Read from SMTP_URL, MAIL_FROM, MAIL_DISABLED and MAIL_SEND_TIMEOUT_SECONDS; the
 * retry timings are not (tests shorten them).
 */
export interface MailConfig {
  /** `smtp://` or `smtps://`, with credentials; unset: mail is kept in the database, not sent (development). */
  smtpUrl: string | undefined;
  /** The From header, e.g. `BrandCraft <no-reply@example.com>`. */
  from: string;
  /** Production without SMTP on purpose: nothing is sent, and features that need mail say so. */
  disabled: boolean;
  /** First retry after this many seconds, doubling (pg-boss `retryBackoff`) up to `retryLimit` tries. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** A send that takes longer (its instance died mid-send, say) is given up and retried. */
  expireSeconds: number;
}

/** The job queue's timings; not read from the environment (tests shorten them). */
export interface JobsConfig {
  /** How often pg-boss looks for expired jobs (an instance died mid-job) to retry. */
  maintenanceSeconds: number;
  /** How often an idle worker polls for new jobs. */
  pollingSeconds: number;
  /** Run the cron jobs (the educators' daily digest); off under test, where tests run them directly. */
  scheduled: boolean;
}

export const JOB_TIMINGS: JobsConfig = {
  maintenanceSeconds: 60,
  pollingSeconds: 2,
  scheduled: true,
};

export const MAIL_TIMINGS = {
  retryDelaySeconds: 30,
  // 30 s doubling 12 times: the last try about 34 hours after the first.
  retryLimit: 12,
  expireSeconds: 120,
} satisfies Partial<MailConfig>;

type Env = Record<string, string | undefined>;

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'SMTP_URL',
      `is not a URL (expected smtp://user:pass@host:587 or smtps://user:pass@host:465)`,
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(
      'SMTP_URL',
      `must start with smtp:// or smtps:// (got "${url.protocol}")`,
    );
  if (!url.hostname) throw new ConfigError('SMTP_URL', 'has no host');
  return raw;
}

/** A display name and address, or a bare address; no line breaks (they would forge headers). */
function mailFrom(env: Env): string {
  const raw = env.MAIL_FROM?.trim() || 'BrandCraft <no-reply@brandcraft.local>';
  if (/[\r\n]/.test(raw) || !/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw))
    throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>" (got "${raw}")`);
  return raw;
}

/** MAIL_SEND_TIMEOUT_SECONDS: a send still unfinished after this long is retried (1 to 3600). */
function sendTimeout(env: Env): number {
  const raw = env.MAIL_SEND_TIMEOUT_SECONDS?.trim();
  if (!raw) return MAIL_TIMINGS.expireSeconds;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 3600)
    throw new ConfigError(
      'MAIL_SEND_TIMEOUT_SECONDS',
      `must be a whole number from 1 to 3600 (got "${raw}")`,
    );
  return Number(raw);
}

export function mailConfig(env: Env, mode: 'development' | 'production' | 'test'): MailConfig {
  const url = smtpUrl(env);
  const disabled = /^(1|true|yes)$/i.test(env.MAIL_DISABLED?.trim() ?? '');
  if (mode === 'production' && !url && !disabled)
    throw new ConfigError(
      'SMTP_URL',
      'is required when NODE_ENV=production (or set MAIL_DISABLED=true to run without sending mail on purpose)',
    );
  return {
    ...MAIL_TIMINGS,
    smtpUrl: disabled ? undefined : url,
    from: mailFrom(env),
    disabled,
    expireSeconds: sendTimeout(env),
  };
}
