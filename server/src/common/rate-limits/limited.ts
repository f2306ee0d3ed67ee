import { RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors/domain-error';

/**
 * Turns a counter's refusal into the error a client sees: TOO_MANY_REQUESTS with the seconds to
 * wait, sent as `Retry-After` (REST 429; GraphQL `extensions.retryAfter` and the header).
 */
export async function limited(consumed: Promise<RateLimiterRes>, reason: string): Promise<void> {
  try {
    await consumed;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      `${reason} Please try again in ${waitText(seconds)}.`,
      [],
      seconds,
    );
  }
}

/** Whether `consumed` fit in its budget; a refusal is `false`, any other failure is thrown. */
export async function fits(consumed: Promise<RateLimiterRes>): Promise<boolean> {
  try {
    await consumed;
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

function waitText(seconds: number) {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
