import * as path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset: the server starts embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /** Unset outside production: a secret is generated once and kept in `dataDir`. */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  clientOrigins: string[];
  dataDir: string;
  clientDist: string;
  authRateLimitPerMinute: number;
  /** Where uploaded and seeded images live; served at /uploads. */
  uploadDir: string;
  /** Largest accepted thumbnail, in bytes. */
  maxUploadBytes: number;
  payments: PaymentsConfig;
  /** Seed demo educators, courses and a student into an empty database at start. */
  seedDemoData: boolean;
}

export interface PaymentsConfig {
  /** `razorpay` talks to Razorpay; `sandbox` creates orders locally and offers a test checkout. */
  provider: 'razorpay' | 'sandbox';
  keyId: string | undefined;
  /** Unset in sandbox mode: a dev secret is generated once and kept in DATA_DIR. */
  keySecret: string | undefined;
  webhookSecret: string | undefined;
  /** Razorpay API base URL; only changed to point at a stand-in server. */
  apiUrl: string;
  currency: string;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from 1 to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function databaseUrl(env: Env) {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'DATABASE_URL',
      'is not a URL (expected postgres://user:pass@host:5432/db)',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// (got "${url.protocol}")`);
  }
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

function flag(env: Env, name: string, fallback: boolean) {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function payments(env: Env): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || undefined;
  const raw =
    env.PAYMENT_PROVIDER?.trim().toLowerCase() || (keyId && keySecret ? 'razorpay' : 'sandbox');
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
    keyId: keyId ?? (raw === 'sandbox' ? 'rzp_test_sandbox' : undefined),
    keySecret,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined,
    apiUrl: env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com',
    currency,
  };
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
  return {
    nodeEnv: mode,
    port: positiveInt(env, 'PORT', 4000, 65535),
    databaseUrl: databaseUrl(env),
    jwtSecret: secret,
    jwtExpiresIn: jwtExpiresIn(env),
    clientOrigins: clientOrigins(env),
    dataDir,
    clientDist: path.resolve(REPO_ROOT, 'client', 'dist'),
    authRateLimitPerMinute: positiveInt(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 10),
    uploadDir: path.resolve(REPO_ROOT, env.UPLOAD_DIR?.trim() || path.join(dataDir, 'uploads')),
    maxUploadBytes: positiveInt(env, 'MAX_UPLOAD_BYTES', 5 * 1024 * 1024),
    payments: payments(env),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', mode !== 'test'),
  };
}

/** The resolved settings the running app needs: every optional resource made concrete. */
export interface RuntimeConfig extends AppConfig {
  databaseUrl: string;
  jwtSecret: string;
  payments: PaymentsConfig & { keyId: string; keySecret: string };
}

export const RUNTIME_CONFIG = Symbol('RUNTIME_CONFIG');
