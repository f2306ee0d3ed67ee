// An integrator's path at desktop and phone widths: create an API token on the account page, copy
// it, use it from outside the browser, revoke it; and the Developers page, reached from the footer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  newPage,
  opened,
  register,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** `{ me { email } }` with the API token, as an integrator's script would send it. */
async function me(token) {
  const res = await fetch(`${run.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  return { headers: res.headers, body: await res.json() };
}

for (const viewport of VIEWPORTS) {
  test(`API token and Developers page (${viewport.name})`, async () => {
    const { server, browser } = run;
    const session = await register(server, `Integrator ${viewport.name}`);
    const { page, context, errors } = await newPage(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signIn(page, server, session.token);
    await page.goto(`${server.url}/account`);

    const card = page.getByRole('region', { name: 'API tokens' });
    await card.getByLabel('Token name').fill('Nightly export');
    // Chakra's checkbox input is hidden under its label: click the label, as a person would.
    const learning = card.getByRole('checkbox', { name: /Read my learning/ });
    await learning.locator('xpath=ancestor::label[1]').click();
    assert.equal(await learning.isChecked(), true);
    await card.getByLabel('Expires after').selectOption({ label: '90 days' });
    await card.getByRole('button', { name: 'Create token' }).click();
    await card.getByText('Copy your new token now: you will not see it again.').waitFor();
    await card.getByRole('button', { name: 'Copy token' }).click();
    await page.getByText('Token copied').waitFor();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(token, /^bcpat_[\w-]{43}$/);
    await assertNoHorizontalScroll(page, 'account page with a new token');

    const used = await me(token);
    assert.deepEqual(used.body, { data: { me: { email: session.user.email } } });
    assert.match(used.headers.get('ratelimit'), /^"token";r=\d+;t=\d+$/);

    await card.getByRole('button', { name: 'I have copied it' }).click();
    const item = card.getByRole('listitem').filter({ hasText: 'Nightly export' });
    await item.getByText('Never used').waitFor();
    await item.getByRole('button', { name: 'Revoke Nightly export' }).click();
    const confirm = page.getByRole('alertdialog');
    await opened(confirm);
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await item.getByText('Revoked', { exact: true }).waitFor();
    assert.equal((await me(token)).body.errors[0].message, 'API token revoked');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    const curl = page.getByRole('region', { name: 'GraphQL with curl' });
    assert.match(await curl.textContent(), new RegExp(`^curl ${server.url}/graphql`));
    await page.getByRole('region', { name: 'purchase.completed delivery body' }).waitFor();
    await assertNoHorizontalScroll(page, 'Developers page');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
