import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export const signPayment = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** Compares hex signatures in constant time; a malformed one is simply wrong. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (
    typeof given !== 'string' ||
    !/^[0-9a-f]+$/i.test(given) ||
    given.length !== expectedHex.length
  )
    return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export const signWebhook = (rawBody: Buffer | string, webhookSecret: string) =>
  hmacHex(webhookSecret, rawBody);
