import { flag, positiveInt, type Env } from './env';

/** Outgoing webhooks (see docs/webhooks.md). */
export interface WebhookConfig {
  /** A request unanswered after this long is a failed attempt. */
  timeoutSeconds: number;
  /** First retry after about this long, doubling (pg-boss `retryBackoff`) up to `retryLimit` retries. */
  retryDelaySeconds: number;
  retryLimit: number;
  /**
   * Destinations on private, loopback, link-local (…) addresses, and plain http://, are allowed:
   * by default outside production only.
   */
  allowPrivateUrls: boolean;
  /** Endpoints one user may have. */
  maxEndpointsPerUser: number;
  /**
   * Deliveries of one owner in flight at once, across every instance: however slow their
   * endpoints, they hold at most this many of the delivery workers.
   */
  ownerConcurrency: number;
  /** An endpoint whose requests go unanswered (timeouts) this many times in a row is disabled. */
  timeoutsBeforeDisable: number;
  /** Run the delivery worker on this instance; off only in tests that record without delivering. */
  deliver: boolean;
}

/**
 * 40 s doubling with pg-boss's jitter (each wait between 1× and 2× of 40 s · 2^(n-1)) over 12
 * retries: the last attempt about three days (1.9 to 3.8) after the first.
 */
export const WEBHOOK_RETRIES = { retryDelaySeconds: 40, retryLimit: 12 };

export function webhookConfig(
  env: Env,
  mode: 'development' | 'production' | 'test',
): WebhookConfig {
  return {
    timeoutSeconds: positiveInt(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 60),
    retryDelaySeconds: positiveInt(
      env,
      'WEBHOOK_RETRY_DELAY_SECONDS',
      WEBHOOK_RETRIES.retryDelaySeconds,
      3600,
    ),
    retryLimit: positiveInt(env, 'WEBHOOK_RETRY_LIMIT', WEBHOOK_RETRIES.retryLimit, 20, 0),
    allowPrivateUrls: flag(env, 'WEBHOOK_ALLOW_PRIVATE_URLS', mode !== 'production'),
    maxEndpointsPerUser: 10,
    ownerConcurrency: 2,
    timeoutsBeforeDisable: 5,
    deliver: true,
  };
}
