import { ECDH } from 'node:crypto';
import type { FieldError } from '../common/errors/domain-error';

export const ENDPOINT_MAX_LENGTH = 2000;

export const SUBSCRIPTION_MESSAGES = {
  endpoint: 'Push endpoint must be an https URL',
  p256dh: 'The p256dh key must be a P-256 public key in base64url',
  auth: 'The auth secret must be 16 bytes in base64url',
  origin: 'Push subscriptions are accepted only from this site',
};

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const bytesOf = (value: string): Buffer | null =>
  BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;

/** A browser's key: 65 bytes, an uncompressed point on P-256. */
function isP256Point(bytes: Buffer | null): boolean {
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1'); // throws for a point off the curve
    return true;
  } catch {
    return false;
  }
}

/** Loopback over plain http: the tests' push-service stand-in, never in production. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * What is wrong with a subscription as `PushSubscription.toJSON()` gives it: the endpoint an
 * https URL (or, outside production, http on loopback), p256dh a P-256 point, auth 16 bytes.
 */
export function subscriptionProblems(
  input: { endpoint: string; p256dh: string; auth: string },
  production: boolean,
): FieldError[] {
  const problems: FieldError[] = [];
  let url: URL | null = null;
  try {
    url = input.endpoint.length <= ENDPOINT_MAX_LENGTH ? new URL(input.endpoint) : null;
  } catch {
    url = null;
  }
  const allowed =
    url !== null &&
    !url.username &&
    !url.password &&
    (url.protocol === 'https:' ||
      (url.protocol === 'http:' && !production && LOOPBACK.has(url.hostname)));
  if (!allowed)
    problems.push({ field: 'endpoint', message: SUBSCRIPTION_MESSAGES.endpoint, code: 'INVALID' });
  if (!isP256Point(bytesOf(input.p256dh)))
    problems.push({ field: 'p256dh', message: SUBSCRIPTION_MESSAGES.p256dh, code: 'INVALID' });
  if (bytesOf(input.auth)?.length !== 16)
    problems.push({ field: 'auth', message: SUBSCRIPTION_MESSAGES.auth, code: 'INVALID' });
  return problems;
}

/** Keys as stored and sent: base64url without padding. */
export const unpadded = (value: string) => value.replace(/=+$/, '');
