import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import * as path from 'node:path';
import { ConfigError } from './config-error';
import { flag, positiveInt, urlSetting, type Env } from './env';
import { LOG_LEVELS, type LogLevel } from './log-levels';
import { sellerConfig, type SellerConfig } from './seller-config';
import { JOB_TIMINGS, mailConfig, type JobsConfig, type MailConfig } from './mail-config';
import { webhookConfig, type WebhookConfig } from './webhook-config';

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
  jobs: JobsConfig;
  webhooks: WebhookConfig;
  seller: SellerConfig;
}

/** Where the sign-in counters live, shared by every instance on them. */
export interface CountersConfig {
  /** Unset: PostgreSQL, in the table `rate_limits`. */
  redisUrl: string | undefined;
  /** How often each instance deletes expired counters from PostgreSQL; not read from the environment (tests shorten it). */
  sweepSeconds: number;
}

export interface PaymentsConfig {
  /** `razorpay` talks to Razorpay; `sandbox` creates orders locally and offers a test checkout. */
  provider: 'razorpay' | 'sandbox';
  keyId: string;
  /** Unset in sandbox mode: a dev secret is generated once and kept in DATA_DIR. */
  keySecret: string | undefined;
  webhookSecret: string | undefined;
  /** Razorpay API base URL; only changed to point at a stand-in server. */
  apiUrl: string;
  currency: string;
}

/** An S3 (or S3-compatible) bucket for thumbnails. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Base URL browsers load objects from, without a trailing slash: object URLs are `${publicUrl}/${key}`. */
  publicUrl: string;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
}

/** Limits on failed sign-ins; not read from the environment (tests shorten them). */
export interface FailedSignInLimits {
  /** Consecutive failures on one account after which each further attempt must wait. */
  perAccount: number;
  /** The first wait; it doubles with each further failure, up to `maxDelaySeconds`. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures one address may make, over all accounts, per `addressWindowSeconds`. */
  perAddress: number;
  addressWindowSeconds: number;
}

export const FAILED_SIGN_IN_LIMITS: FailedSignInLimits = {
  perAccount: 5,
  baseDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  perAddress: 100,
  addressWindowSeconds: 15 * 60,
};

/** `points` requests per address per `windowSeconds`. */
export interface AddressBudget {
  points: number;
  windowSeconds: number;
}

/** Limits on the writes anyone may make without signing in; not read from the environment (tests shorten them). */
export interface AnonymousWriteLimits {
  /** Contact messages per address. */
  contact: AddressBudget;
  /** Newsletter subscriptions per address. */
  newsletter: AddressBudget;
  /** Password reset requests per address (to any accounts). */
  passwordReset: AddressBudget;
  /** Reset or verification mails per account; more requests get the same answer and no mail. */
  accountMails: AddressBudget;
  /** Course page views and preview plays reported per address (traffic/). */
  courseEvents: AddressBudget;
  /** An address is counted as a visitor at most once per this many seconds. */
  visitorPeriodSeconds: number;
}

export const ANONYMOUS_WRITE_LIMITS: AnonymousWriteLimits = {
  contact: { points: 5, windowSeconds: 10 * 60 },
  newsletter: { points: 10, windowSeconds: 60 * 60 },
  passwordReset: { points: 10, windowSeconds: 60 * 60 },
  accountMails: { points: 3, windowSeconds: 60 * 60 },
  courseEvents: { points: 300, windowSeconds: 10 * 60 },
  visitorPeriodSeconds: 24 * 60 * 60,
};

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

function clientOrigins(env: Env) {
  const raw = env.CLIENT_ORIGINS?.trim() || 'http://localhost:5173';
  return raw.split(',').map((origin) => {
    const value = origin.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(
        'CLIENT_ORIGINS',
        `must be a comma-separated list of origins (bad "${value}")`,
      );
    }
    if (url.origin !== value.replace(/\/$/, '')) {
      throw new ConfigError(
        'CLIENT_ORIGINS',
        `entries must be bare origins like http://localhost:5173 (bad "${value}")`,
      );
    }
    return url.origin;
  });
}

/** Express's names for address ranges, accepted beside IP addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string) {
  const [address, prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

function trustProxy(env: Env) {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    if (!PROXY_RANGE_NAMES.includes(value) && !isAddressOrRange(value)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must list proxy IP addresses, CIDR ranges, loopback, linklocal or uniquelocal (bad "${value}")`,
      );
    }
    return value;
  });
}

/** An http(s) base URL without credentials, query, fragment or trailing slash. */
function baseUrl(env: Env, name: string, example: string) {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const problem = `must be an http(s) URL like ${example}, optionally with a path prefix, without credentials, query or fragment (got "${raw}")`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, problem);
  }
  const http = url.protocol === 'http:' || url.protocol === 'https:';
  if (!http || url.username || url.password || /[?#]/.test(raw)) {
    throw new ConfigError(name, problem);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const publicUrl = (env: Env) => baseUrl(env, 'PUBLIC_URL', 'https://courses.example.com');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What makes this start one that others reach (see `AppConfig.exposedBy`), or undefined. */
function exposedBy(env: Env, publicBase: string | undefined): string | undefined {
  if (env.SMTP_URL?.trim()) return 'SMTP_URL is set';
  if (publicBase && !LOCAL_HOSTS.has(new URL(publicBase).hostname.toLowerCase()))
    return `PUBLIC_URL is on ${new URL(publicBase).hostname}`;
  return undefined;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_PREFIX',
];

/** S3's rules for bucket names that work in both addressing styles. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function s3Prefix(env: Env) {
  const raw = env.S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '');
  if (!raw) return '';
  const segments = raw.split('/');
  if (
    !/^[A-Za-z0-9/._-]+$/.test(raw) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new ConfigError(
      'S3_PREFIX',
      `must be folder names of letters, digits, ".", "_" or "-" separated by "/" (got "${raw}")`,
    );
  }
  return `${raw}/`;
}

/**
 * Without S3_ENDPOINT, AWS's virtual-hosted URL of the bucket; with a path-style endpoint, the
 * bucket under it. A virtual-hosted custom endpoint, or a dotted bucket name (its TLS certificate
 * would not match), needs S3_PUBLIC_URL.
 */
function derivedS3PublicUrl(bucket: string, region: string, endpoint?: string, pathStyle = false) {
  if (endpoint) return pathStyle ? `${endpoint}/${bucket}` : undefined;
  return bucket.includes('.') ? undefined : `https://${bucket}.s3.${region}.amazonaws.com`;
}

function s3(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    const given = S3_VARIABLES.filter((name) => env[name]?.trim());
    if (given.length)
      throw new ConfigError('S3_BUCKET', `is required when ${given.join(', ')} is set`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      'S3_BUCKET',
      `must be a bucket name of 3 to 63 lowercase letters, digits, "." or "-" (got "${bucket}")`,
    );
  }
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region))
    throw new ConfigError('S3_REGION', `must be a region name like eu-west-1 (got "${region}")`);
  const endpointUrl = baseUrl(env, 'S3_ENDPOINT', 'http://127.0.0.1:9000');
  if (endpointUrl && endpointUrl !== new URL(endpointUrl).origin) {
    throw new ConfigError('S3_ENDPOINT', `must be an origin without a path (got "${endpointUrl}")`);
  }
  const forcePathStyle = flag(env, 'S3_FORCE_PATH_STYLE', endpointUrl !== undefined);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [missing, given] = accessKeyId
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    throw new ConfigError(
      missing,
      `is required with ${given} (set both, or neither to use the AWS SDK's default credential chain)`,
    );
  }
  const publicBase =
    baseUrl(env, 'S3_PUBLIC_URL', 'https://cdn.example.com') ??
    derivedS3PublicUrl(bucket, region, endpointUrl, forcePathStyle);
  if (!publicBase) {
    throw new ConfigError(
      'S3_PUBLIC_URL',
      'is required with a virtual-hosted S3_ENDPOINT or a bucket name with dots: the base URL browsers load objects from',
    );
  }
  return {
    bucket,
    region,
    endpoint: endpointUrl,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: publicBase,
    prefix: s3Prefix(env),
  };
}

/** Without keys, development falls back to the sandbox; production only runs it when asked to by name. */
function paymentProvider(env: Env, mode: AppConfig['nodeEnv'], hasKeys: boolean) {
  const chosen = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  if (chosen) return chosen;
  if (hasKeys) return 'razorpay';
  if (mode === 'production') {
    throw new ConfigError(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      'are required when NODE_ENV=production (or set PAYMENT_PROVIDER=sandbox to run test payments on purpose)',
    );
  }
  return 'sandbox';
}

function payments(env: Env, mode: AppConfig['nodeEnv']): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || undefined;
  const raw = paymentProvider(env, mode, Boolean(keyId && keySecret));
  if (raw !== 'razorpay' && raw !== 'sandbox') {
    throw new ConfigError('PAYMENT_PROVIDER', `must be razorpay or sandbox (got "${raw}")`);
  }
  if (raw === 'razorpay' && !keyId)
    throw new ConfigError('RAZORPAY_KEY_ID', 'is required when PAYMENT_PROVIDER=razorpay');
  if (raw === 'razorpay' && !keySecret)
    throw new ConfigError('RAZORPAY_KEY_SECRET', 'is required when PAYMENT_PROVIDER=razorpay');
  const currency = env.CURRENCY?.trim().toUpperCase() || 'INR';
  if (!/^[A-Z]{3}$/.test(currency))
    throw new ConfigError(
      'CURRENCY',
      `must be a three-letter code such as INR (got "${currency}")`,
    );
  return {
    provider: raw,
    keyId: keyId ?? 'rzp_test_sandbox', // razorpay mode has required a real one above
    keySecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined,
    apiUrl: env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com',
    currency,
  };
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
  const exposed = exposedBy(env, publicUrl(env));
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
    publicUrl: publicUrl(env),
    uploadDir: path.resolve(REPO_ROOT, env.UPLOAD_DIR?.trim() || path.join(dataDir, 'uploads')),
    maxUploadBytes: positiveInt(env, 'MAX_UPLOAD_BYTES', 5 * 1024 * 1024),
    s3: s3(env),
    payments: payments(env, mode),
    seedDemoData: !exposed && flag(env, 'SEED_DEMO_DATA', mode === 'development'),
    exposedBy: exposed,
    devMailbox: !exposed && mode !== 'production',
    shutdownDelaySeconds: positiveInt(env, 'SHUTDOWN_DELAY_SECONDS', 0, 600, 0),
    shutdownTimeoutSeconds: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 600),
    counters: { redisUrl: redisUrl(env), sweepSeconds: 5 * 60 },
    logLevel: logLevel(env, mode),
    metricsToken: metricsToken(env),
    mail: mailConfig(env, mode),
    jobs: { ...JOB_TIMINGS, scheduled: mode !== 'test' },
    webhooks: webhookConfig(env, mode),
    seller: sellerConfig(env),
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
}

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');
