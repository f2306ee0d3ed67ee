// The Webhooks page at desktop and phone widths: an educator registers an endpoint on a receiver
// started here, copies the secret shown once, sends a test event and sees it delivered with its
// attempt, redelivers it, edits the endpoint's events, then disables and enables it again.
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { after, before, test } from 'node:test';
import {
  assertNoHorizontalScroll,
  login,
  newPage,
  screenshot,
  SEEDED,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const received = [];
let receiver;
let receiverUrl;
before(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url, id: req.headers['webhook-id'], body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${receiver.address().port}`;
});
after(() => new Promise((resolve) => receiver.close(resolve)));

for (const viewport of WIDTHS) {
  test(`an endpoint from registration to a delivered and redelivered test event, edited, disabled and enabled (${viewport.name})`, async () => {
    const { server, browser } = run;
    const token = await login(server, SEEDED.sana);
    const { page, errors } = await newPage(browser, viewport);
    await signIn(page, server, token);
    await page.goto(`${server.url}/educator/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    const form = page.getByRole('form', { name: 'Create endpoint' });
    await form.getByRole('button', { name: 'Create endpoint' }).click();
    await form.getByText('Choose at least one event').waitFor();
    await form
      .getByRole('textbox', { name: /Endpoint URL/ })
      .fill(`${receiverUrl}/${viewport.name}`);
    await form.getByText('purchase.completed', { exact: true }).click();
    await form.getByRole('button', { name: 'Create endpoint' }).click();

    const secret = page.getByRole('textbox', { name: 'Signing secret' });
    await secret.waitFor();
    assert.match(await secret.inputValue(), /^whsec_/);
    await page.getByRole('button', { name: 'Copy secret' }).waitFor();
    await assertNoHorizontalScroll(page, `new endpoint's secret (${viewport.name})`);
    await page.getByRole('button', { name: 'I saved it' }).click();

    const card = page
      .getByRole('listitem')
      .filter({ hasText: `${receiverUrl}/${viewport.name}` })
      .first();
    await card.getByText('Enabled', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Send test event' }).click();
    const delivery = card.getByRole('listitem').filter({ hasText: 'webhook.test' }).first();
    await delivery.waitFor();
    // The list polls while the delivery is pending.
    await delivery.getByText('Delivered').waitFor({ timeout: 20_000 });
    await delivery.getByText(/HTTP 200 in \d+ ms/).waitFor();
    assert.ok(
      received.some((r) => r.path === `/${viewport.name}` && r.body.type === 'webhook.test'),
    );
    await screenshot(page, `webhooks-${viewport.name}`);
    await assertNoHorizontalScroll(page, `webhooks with deliveries (${viewport.name})`);

    // Redeliver: the same webhook-id again, and a second attempt in the log.
    await delivery.getByRole('button', { name: /^Redeliver webhook\.test of / }).click();
    await delivery.getByRole('list', { name: 'Attempts' }).getByRole('listitem').nth(1).waitFor({
      timeout: 20_000,
    });
    const sent = received.filter((r) => r.path === `/${viewport.name}`);
    assert.equal(sent.length, 2);
    assert.equal(sent[0].id, sent[1].id);

    // Edit: one more event, saved and listed on the card.
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = card.getByRole('form', { name: 'Save endpoint' });
    await edit.getByText('enrollment.created', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save endpoint' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByLabel('Events').getByText('enrollment.created', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Disable' }).click();
    await card.getByText('Disabled by its owner').waitFor();
    await card.getByRole('button', { name: 'Enable' }).click();
    await card.getByText('Enabled', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
}
