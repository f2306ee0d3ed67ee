import { createPrivateKey } from 'node:crypto';
import * as path from 'node:path';
import { ConfigError } from './config-error';
import { flag, positiveInt, urlSetting, type Env } from './env';
import { LOG_LEVELS, type LogLevel } from './log-levels';
import { sellerConfig, type SellerConfig } from './seller-config';
import { JOB_TIMINGS, mailConfig, type JobsConfig, type MailConfig } from './mail-config';
import { webhookConfig, type WebhookConfig } from './webhook-config';
import { ANONYMOUS_WRITE_LIMITS, FAILED_SIGN_IN_LIMITS } from './limits-config';
import type { AnonymousWriteLimits, FailedSignInLimits } from './limits-config';
import { clientOrigins, exposedBy, publicUrl, siteUrl, trustProxy } from './network-config';
import { paymentsConfig, type PaymentsConfig } from './payments-config';
import { s3Config, type S3Config } from './s3-config';
import { pushConfig, type PushConfig, type VapidKeys } from './push-config';
import { videoConfig, type VideoConfig } from './video-config';
import { iceServersConfig, type IceServer } from './ice-config';

export { ConfigError };

/** Three levels above src/config; five above the build's dist/server/src/config (beside dist/shared). */
export const REPO_ROOT = path.resolve(
  __dirname,
  __filename.endsWith('.ts') ? '../../..' : '../../../../..',
);

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset: the server starts embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /** Unset outside production: a secret is generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  /**
   * The Ed25519 key credentials are signed with, as PKCS#8 PEM. Unset: generated once and kept in
   * `dataDir` (every instance needs the same one).
   */
  issuerKey: string | undefined;
  clientOrigins: string[];
  dataDir: string;
  clientDist: string;
  /**
   * Sign-ins plus registrations one address may attempt per minute, successful or not: it bounds
   * the password hashing an address can cause. 120 lets a class of 40 behind one address register
   * and sign in (80) with room for typos (docs/rate-limits.md, "Sign-in limits").
   */
  authRateLimitPerMinute: number;
  failedSignInLimits: FailedSignInLimits;
  anonymousWriteLimits: AnonymousWriteLimits;
  /** Requests each API token may make per minute, over every instance (docs/integrators.md). */
  apiTokenRateLimitPerMinute: number;
  /** Proxies whose `X-Forwarded-For` is believed (Express `trust proxy`); empty: none. */
  trustProxy: string[];
  /** Origin (and path prefix) image URLs are built on, without a trailing slash; unset: each request's origin. */
  publicUrl: string | undefined;
  /** Where the site's pages open, when not at PUBLIC_URL (SITE_URL; the Vite dev server): see `linkOrigin`. */
  siteUrl: string | undefined;
  /** Where uploaded and seeded images live; served at /uploads. */
  uploadDir: string;
  /** Largest accepted thumbnail, in bytes. */
  maxUploadBytes: number;
  /** Where thumbnails go when S3_BUCKET is set; unset: `uploadDir` on the local disk. */
  s3: S3Config | undefined;
  payments: PaymentsConfig;
  /** Seed demo educators, courses and a student into an empty database at start. */
  seedDemoData: boolean;
  /**
   * With the demo data, give a few demo lectures hosted videos made with ffmpeg and transcoded on the
   * job queue (SEED_DEMO_VIDEOS, on by default; test starts leave it off so no test transcodes).
   */
  seedDemoVideos: boolean;
  /**
   * Why this start is treated as reachable by others (SMTP_URL set, or PUBLIC_URL on a host other
   * than localhost); then /dev/mail is never served and no demo data is seeded, whatever NODE_ENV
   * says. Undefined: a local start, where both conveniences keep their NODE_ENV defaults.
   */
  exposedBy: string | undefined;
  /** Serve /dev/mail (every kept message, reset links included): never in production or when exposed. */
  devMailbox: boolean;
  /** After SIGTERM: how long to serve on with readiness failing, for load balancers to notice. */
  shutdownDelaySeconds: number;
  /** Then how long accepted requests get to finish before their connections are cut. */
  shutdownTimeoutSeconds: number;
  counters: CountersConfig;
  /** pino level; by default info, and error under test. */
  logLevel: LogLevel;
  /** When set, GET /metrics needs `Authorization: Bearer <metricsToken>`. */
  metricsToken: string | undefined;
  mail: MailConfig;
  push: PushConfig;
  jobs: JobsConfig;
  webhooks: WebhookConfig;
  seller: SellerConfig;
  video: VideoConfig;
  /** STUN/TURN servers the call room's browsers use (ICE_SERVERS); empty: host candidates only. */
  iceServers: IceServer[];
}

/** Where the sign-in counters live, shared by every instance on them. */
export interface CountersConfig {
  /** Unset: PostgreSQL, in the table `rate_limits`. */
  redisUrl: string | undefined;
  /** How often each instance deletes expired counters from PostgreSQL; not read from the environment (tests shorten it). */
  sweepSeconds: number;
}

function databaseUrl(env: Env) {
  const url = urlSetting(
    env,
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'postgres://user:pass@host:5432/db',
  );
  return url && env.DATABASE_URL!.trim();
}

function redisUrl(env: Env) {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  const problem = `must be a URL like redis://:password@host:6379/0 (got "${raw}")`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL', problem);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(
      'REDIS_URL',
      `must start with redis:// or rediss:// (got "${url.protocol}")`,
    );
  }
  if (!url.hostname || !/^(\/\d*)?$/.test(url.pathname))
    throw new ConfigError('REDIS_URL', problem);
  return raw;
}

function jwtExpiresIn(env: Env) {
  const raw = env.JWT_EXPIRES_IN?.trim() || '7d';
  if (!/^\d+\s*(s|m|h|d|w)?$/.test(raw) || /^0+\s*[a-z]?$/.test(raw)) {
    throw new ConfigError(
      'JWT_EXPIRES_IN',
      `must be a duration such as 3600, 45m, 12h or 7d (got "${raw}")`,
    );
  }
  return raw.replace(/\s+/g, '');
}

function logLevel(env: Env, mode: AppConfig['nodeEnv']): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return mode === 'test' ? 'error' : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  }
  return raw as LogLevel;
}

function metricsToken(env: Env) {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return undefined;
  if (raw.length < 16 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError(
      'METRICS_TOKEN',
      'must be at least 16 printable characters without spaces (the scraper sends it as a bearer token)',
    );
  }
  return raw;
}

/** CREDENTIAL_ISSUER_KEY: an Ed25519 private key in PKCS#8 PEM; `\\n` stands for a line break. */
function issuerKey(env: Env) {
  const raw = env.CREDENTIAL_ISSUER_KEY?.trim().replace(/\\n/g, '\n');
  if (!raw) return undefined;
  let type: string | undefined;
  try {
    type = createPrivateKey(raw).asymmetricKeyType;
  } catch {
    type = undefined;
  }
  if (type !== 'ed25519') {
    throw new ConfigError(
      'CREDENTIAL_ISSUER_KEY',
      'must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)',
    );
  }
  return raw;
}

function nodeEnv(env: Env): AppConfig['nodeEnv'] {
  const raw = env.NODE_ENV?.trim() || 'development';
  if (raw !== 'development' && raw !== 'production' && raw !== 'test') {
    throw new ConfigError('NODE_ENV', `must be development, production or test (got "${raw}")`);
  }
  return raw;
}

/** Reads and validates the environment once, at boot. Throws ConfigError naming the variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const mode = nodeEnv(env);
  const secret = env.JWT_SECRET?.trim() || undefined;
  if (mode === 'production' && !secret) {
    throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  }
  if (secret !== undefined && secret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || '.data');
  const publicBase = publicUrl(env);
  const siteBase = siteUrl(env);
  const exposed = exposedBy(env, publicBase, siteBase);
  const seedDemoData = !exposed && flag(env, 'SEED_DEMO_DATA', mode === 'development');
  const mail = mailConfig(env, mode);
  return {
    nodeEnv: mode,
    port: positiveInt(env, 'PORT', 4000, 65535),
    databaseUrl: databaseUrl(env),
    jwtSecret: secret,
    jwtExpiresIn: jwtExpiresIn(env),
    issuerKey: issuerKey(env),
    clientOrigins: clientOrigins(env),
    dataDir,
    clientDist: path.resolve(REPO_ROOT, 'client', 'dist'),
    authRateLimitPerMinute: positiveInt(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 120),
    failedSignInLimits: FAILED_SIGN_IN_LIMITS,
    anonymousWriteLimits: ANONYMOUS_WRITE_LIMITS,
    apiTokenRateLimitPerMinute: positiveInt(env, 'API_TOKEN_RATE_LIMIT', 600),
    trustProxy: trustProxy(env),
    publicUrl: publicBase,
    siteUrl: siteBase,
    uploadDir: path.resolve(REPO_ROOT, env.UPLOAD_DIR?.trim() || path.join(dataDir, 'uploads')),
    maxUploadBytes: positiveInt(env, 'MAX_UPLOAD_BYTES', 5 * 1024 * 1024),
    s3: s3Config(env),
    payments: paymentsConfig(env, mode),
    seedDemoData,
    seedDemoVideos: seedDemoData && flag(env, 'SEED_DEMO_VIDEOS', mode !== 'test'),
    exposedBy: exposed,
    devMailbox: !exposed && mode !== 'production',
    shutdownDelaySeconds: positiveInt(env, 'SHUTDOWN_DELAY_SECONDS', 0, 600, 0),
    shutdownTimeoutSeconds: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 600),
    counters: { redisUrl: redisUrl(env), sweepSeconds: 5 * 60 },
    logLevel: logLevel(env, mode),
    metricsToken: metricsToken(env),
    mail,
    push: pushConfig(env, mail.from),
    jobs: { ...JOB_TIMINGS, scheduled: mode !== 'test' },
    webhooks: webhookConfig(env, mode),
    // The demo's example seller comes with the demo data, never with a real deployment's.
    seller: sellerConfig(env, { demo: seedDemoData }),
    video: videoConfig(env),
    iceServers: iceServersConfig(env),
  };
}

/** Settings that are allowed but dangerous or incomplete; main.ts prints them at boot, at warn level. */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.exposedBy && config.nodeEnv !== 'production')
    warnings.push(
      `${config.exposedBy}, so this server is treated as reachable by others although NODE_ENV=${config.nodeEnv}: ` +
        '/dev/mail is not served and no demo accounts are seeded (SEED_DEMO_DATA is ignored).',
    );
  if (config.nodeEnv !== 'production') return warnings;
  const { provider, webhookSecret } = config.payments;
  if (provider === 'sandbox') {
    warnings.push(
      'PAYMENT_PROVIDER=sandbox in production: payments are SIMULATED. Anyone signed in can enrol ' +
        'in paid courses without paying. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
    );
  } else if (!webhookSecret) {
    warnings.push(
      'RAZORPAY_WEBHOOK_SECRET is unset: the payment webhook answers 403, so a paid purchase whose ' +
        'browser closes before verifying stays pending.',
    );
  }
  if (!config.metricsToken) {
    warnings.push(
      'METRICS_TOKEN is unset: /metrics is open to anyone who can reach the server. Set ' +
        'METRICS_TOKEN (16+ characters) or keep /metrics off the public load balancer.',
    );
  }
  if (!config.issuerKey) {
    warnings.push(
      'CREDENTIAL_ISSUER_KEY is unset: credentials are signed with a key generated into DATA_DIR. ' +
        'Run more than one instance, or lose DATA_DIR, and earlier credentials stop verifying; set it.',
    );
  }
  if (!config.push.disabled && !config.push.keys) {
    warnings.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset: pushes are signed with keys generated into DATA_DIR. ' +
        'Every instance needs the same ones, and new keys orphan every browser subscribed; set both, or PUSH_DISABLED=true.',
    );
  }
  if (!config.publicUrl) {
    warnings.push(
      "PUBLIC_URL is unset: image URLs are built from each request's Host header and certificate PDFs link to localhost. " +
        'Set PUBLIC_URL to the address clients reach the server at.',
    );
  }
  return warnings;
}

/** The resolved settings the running app needs: every optional resource made concrete. */
export interface RuntimeConfig extends AppConfig {
  databaseUrl: string;
  jwtSecret: string;
  issuerKey: string;
  payments: PaymentsConfig & { keySecret: string };
  /** The VAPID keys pushes are signed with (settings, else DATA_DIR); unset: push is off. */
  vapid?: VapidKeys;
}

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');
