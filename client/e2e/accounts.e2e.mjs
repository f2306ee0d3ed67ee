// A newcomer's first minutes: sign up, stay signed in across reloads and a server restart,
// log out and back in; sign out of all devices; the guards for signed-out visitors and students.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  gql,
  newPage,
  opened,
  register,
  serverAndBrowser,
  startServer,
} from './support.mjs';

const PASSWORD = 'Str0ng!pass';
const user = { name: 'Meera Kapoor', email: `meera.${Date.now()}@example.com` };
const run = serverAndBrowser();

const field = (dialog, label) => dialog.getByLabel(label, { exact: true });

test('sign up, stay signed in across a reload and a server restart, log out, log in', async () => {
  const { server, browser } = run;
  const { page, external, errors } = await newPage(browser);
  await page.goto(server.url);
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('button', { name: 'Sign Up' }).click();

  const signup = page.getByRole('dialog');
  await field(signup, 'Full Name').fill(user.name);
  await field(signup, 'Email Address').fill(user.email);
  await field(signup, 'Password').fill('abc');
  await signup.getByText('Weak').waitFor();
  await field(signup, 'Password').fill(PASSWORD);
  await signup.getByText('Strong').waitFor();
  await field(signup, 'Confirm Password').fill(`${PASSWORD}x`);
  await signup.getByText('Passwords do not match').waitFor();
  assert.equal(await signup.getByRole('button', { name: 'Create Account' }).isDisabled(), true);
  await field(signup, 'Confirm Password').fill(PASSWORD);
  await signup.getByRole('button', { name: 'Create Account' }).click();

  await page.getByText('Registration successful!').waitFor();
  await signup.waitFor({ state: 'detached' });
  await nav.getByText(user.name).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');

  await page.reload();
  await nav.getByText(user.name).waitFor();

  await run.server.stop();
  run.server = await startServer(run.dataDir, run.server.port);
  await page.reload();
  await nav.getByText(user.name).waitFor({ timeout: 15_000 });

  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully').waitFor();
  await nav.getByRole('button', { name: 'Login' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

  await nav.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog');
  await field(login, 'Email').fill(user.email);
  await field(login, 'Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Invalid email or password').waitFor();
  await field(login, 'Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Login successful!').waitFor();
  await nav.getByText(user.name).waitFor();

  assert.deepEqual(external, [], 'no request may leave this machine');
  assert.deepEqual(errors, []);
});

test('a signed-out visitor to /my-enrollments is asked to sign in, and the buttons open the modals', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/my-enrollments`);
  await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
  await page.getByText('You need to be logged in to access this page.').waitFor();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Sign In' }).waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog').getByLabel('Full Name', { exact: true }).waitFor();
});

test('a student visiting /educator is denied, with the educator line and Go Back', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser);
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Student Sam',
      email: `sam.${Date.now()}@example.com`,
      password: PASSWORD,
    }),
  });
  const { token } = await res.json();
  await page.goto(server.url);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${server.url}/educator`);
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  await page.getByText("You don't have permission to access this page.").waitFor();
  await page.getByText('You need to be an educator to access this content.').waitFor();
  await page.getByRole('button', { name: 'Go Back' }).waitFor();
});

test('on a phone the side menu shows the signed-in user with their email', async () => {
  const { browser } = run;
  const { page } = await newPage(browser, { width: 375, height: 740 });
  await signInWithPassword(page);
  await page.getByRole('button', { name: /menu/i }).click();
  const menu = page.getByRole('dialog');
  await menu.getByText(user.email).waitFor();
  await menu.getByText(user.name).waitFor();
  await assertNoHorizontalScroll(page, 'phone side menu');
});

/** Signs `page` in as `user` through the API, the way a second device would. */
async function signInWithPassword(page) {
  await page.goto(run.server.url);
  await page.evaluate(
    async (u) => {
      const r = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(u),
      });
      localStorage.setItem('token', (await r.json()).token);
    },
    { email: user.email, password: PASSWORD },
  );
  await page.reload();
}

/** Waits for a toast; a timeout names what the page showed instead (toasts, an open menu). */
async function waitForToast(page, text) {
  try {
    await page.getByText(text).waitFor();
  } catch (error) {
    const seen = await page.evaluate(() => ({
      toasts: [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map(
        (t) => t.textContent,
      ),
      openMenus: document.querySelectorAll('[role="menu"][data-state="open"]').length,
      token: localStorage.getItem('token') !== null,
    }));
    throw new Error(`no toast "${text}": ${JSON.stringify(seen)}`, { cause: error });
  }
}

async function assertSignedOutOnNextRequest(page) {
  await page.goto(`${run.server.url}/my-enrollments`);
  await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
}

test('"Sign out of all devices" signs out every device, from the account menu or the phone menu', async () => {
  const { browser } = run;
  const laptop = await newPage(browser);
  const phone = await newPage(browser, { width: 375, height: 740 });
  const laptopNav = laptop.page.getByRole('navigation').first();

  await signInWithPassword(laptop.page);
  await signInWithPassword(phone.page);
  await laptopNav.getByRole('button', { name: `Account: ${user.name}` }).click();
  await opened(laptop.page.getByRole('menu'));
  await laptop.page.getByRole('menuitem', { name: 'Sign out of all devices' }).click();
  await waitForToast(laptop.page, 'Signed out of all devices');
  await laptopNav.getByRole('button', { name: 'Login' }).waitFor();
  assert.equal(await laptop.page.evaluate(() => localStorage.getItem('token')), null);
  await assertSignedOutOnNextRequest(phone.page);

  await signInWithPassword(laptop.page);
  await signInWithPassword(phone.page);
  await phone.page.getByRole('button', { name: 'Open menu' }).click();
  await opened(phone.page.getByRole('dialog'));
  await phone.page
    .getByRole('dialog')
    .getByRole('button', { name: 'Sign out of all devices' })
    .click();
  await waitForToast(phone.page, 'Signed out of all devices');
  await assertSignedOutOnNextRequest(laptop.page);

  assert.deepEqual([...laptop.errors, ...phone.errors], []);
});

test('GraphiQL opens at /graphql with no internet, runs a query, and takes a pasted API token', async () => {
  const { server, browser } = run;
  const { page, external, csp } = await newPage(browser);
  await page.goto(`${server.url}/graphql`);
  await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
  // The first tab is a public catalog query, which needs no token.
  await page.locator('.graphiql-execute-button').click();
  await page.locator('.graphiql-response').getByText('"totalCount"').waitFor();

  // The "Me" tab sends the example token header: refused until a real token is pasted in.
  await page.getByRole('tab', { name: 'Me' }).click();
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden)');
  await headers.getByText('Bearer bcpat_YOUR_TOKEN').waitFor();
  await page.locator('.graphiql-execute-button').click();
  await page.locator('.graphiql-response').getByText('Invalid token').waitFor();
  const { token: session } = await register(server, 'Tara Token');
  const { createApiToken } = await gql(
    server.url,
    `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
    {
      input: {
        name: 'GraphiQL',
        scopes: ['LEARNING_READ'],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    },
    { token: session },
  );
  await headers.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(`{"Authorization": "Bearer ${createApiToken.token}"}`);
  // The editor closes the brackets and quotes it saw opened: drop what it added after the text.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
  await page.locator('.graphiql-execute-button').click();
  await page.locator('.graphiql-response').getByText('"name": "Tara Token"').waitFor();
  assert.deepEqual(external, []);
  assert.deepEqual(csp, []);
});
