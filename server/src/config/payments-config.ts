import { ConfigError } from './config-error';
import type { Env } from './env';

/** Payments: PAYMENT_PROVIDER, RAZORPAY_* and CURRENCY (docs/configuration.md). */
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

/** Without keys, development falls back to the sandbox; production only runs it when asked to by name. */
function paymentProvider(env: Env, mode: 'development' | 'production' | 'test', hasKeys: boolean) {
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

export function paymentsConfig(
  env: Env,
  mode: 'development' | 'production' | 'test',
): PaymentsConfig {
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
