import { ConfigError } from './config-error';
import { positiveInt, urlSetting, type Env } from './env';

/**
 * Where mail goes. Read from SMTP_URL, MAIL_FROM, MAIL_DISABLED, MAIL_SEND_TIMEOUT_SECONDS and
 * MAIL_RETRY_DELAY_SECONDS (a test's server process shortens it); the retry limit is not.
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

function smtpUrl(env: Env): string | undefined {
  const url = urlSetting(
    env,
    'SMTP_URL',
    ['smtp:', 'smtps:'],
    'smtp://user:pass@host:587 or smtps://user:pass@host:465',
  );
  if (url && !url.hostname) throw new ConfigError('SMTP_URL', 'has no host');
  return url && env.SMTP_URL!.trim();
}

/** A display name and address, or a bare address; no line breaks (they would forge headers). */
function mailFrom(env: Env): string {
  const raw = env.MAIL_FROM?.trim() || 'BrandCraft <no-reply@brandcraft.local>';
  if (/[\r\n]/.test(raw) || !/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw))
    throw new ConfigError('MAIL_FROM', `must be an address or "Name <address>" (got "${raw}")`);
  return raw;
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
    retryDelaySeconds: positiveInt(
      env,
      'MAIL_RETRY_DELAY_SECONDS',
      MAIL_TIMINGS.retryDelaySeconds,
      3600,
    ),
    // A send still unfinished after this long is retried.
    expireSeconds: positiveInt(env, 'MAIL_SEND_TIMEOUT_SECONDS', MAIL_TIMINGS.expireSeconds, 3600),
  };
}
