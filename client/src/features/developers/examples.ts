import { API_TOKEN_PREFIX } from '../../../../shared/api-scopes';
import { WEBHOOK_EVENTS } from '../../../../shared/webhook-events';

const PLACEHOLDER = `${API_TOKEN_PREFIX}…`;

/** A first request with curl against this site's own API. */
export function curlExample(origin: string): string {
  const body = JSON.stringify({
    query: '{ me { id name email } myEnrollments { course { courseTitle } } }',
  });
  return [
    `curl ${origin}/graphql \\`,
    `  -H 'Authorization: Bearer ${PLACEHOLDER}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
}

/** The same token on the REST API. */
export const restExample = (origin: string): string =>
  `curl ${origin}/api/user/enrolled-courses \\\n  -H 'Authorization: Bearer ${PLACEHOLDER}'`;

type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The whole body of a delivery of `event` (Standard Webhooks: `{ type, timestamp, data }`), with
 * the example's own first date as its timestamp.
 */
export function deliveryExample(event: WebhookEvent): string {
  const dates = Object.entries(event.example).filter(([key]) => key.endsWith('At'));
  const timestamp = (dates[0]?.[1] as string | undefined) ?? '2026-11-27T10:15:00.000Z';
  return JSON.stringify({ type: event.type, timestamp, data: event.example }, null, 2);
}

export const VERIFY_EXAMPLE = `// npm install standardwebhooks express
import express from 'express';
import { Webhook } from 'standardwebhooks';

// The endpoint's signing secret (whsec_…), shown once when you registered it.
const webhook = new Webhook(process.env.BRANDCRAFT_WEBHOOK_SECRET);
const app = express();

// Verify the exact bytes received: parse the JSON only after.
app.post('/brandcraft', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, {
      'webhook-id': req.header('webhook-id'),
      'webhook-timestamp': req.header('webhook-timestamp'),
      'webhook-signature': req.header('webhook-signature'),
    });
  } catch {
    return res.status(400).send('Invalid signature');
  }
  // A delivery may come more than once: skip a webhook-id already handled.
  console.log(event.type, event.data);
  res.sendStatus(204);
});

app.listen(3000);`;
