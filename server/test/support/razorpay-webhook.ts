import { createHmac } from 'node:crypto';
import { TEST_WEBHOOK_SECRET, type TestApp } from './test-app';

/** Delivers a Razorpay webhook event, signed over its raw body as Razorpay signs it. */
export function deliverWebhook(
  app: TestApp,
  body: object,
  { secret = TEST_WEBHOOK_SECRET, eventId = `evt_${Math.random()}` } = {},
) {
  const raw = JSON.stringify(body);
  return app
    .http()
    .post('/api/payments/razorpay-webhook')
    .set('content-type', 'application/json')
    .set('x-razorpay-signature', createHmac('sha256', secret).update(raw).digest('hex'))
    .set('x-razorpay-event-id', eventId)
    .send(raw);
}
