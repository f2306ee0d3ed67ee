// Accounts by mail against a real SMTP server: "Forgot password?" from the login dialog, the
// mailed reset link, a new password, and signing in with it; the mailed confirmation link; and the
// new pages at phone width.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/free-port.mjs';
import {
  assertNoHorizontalScroll,
  login,
  newPage,
  register,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const PASSWORD = 'Str0ng!pass'; // what support.mjs's register() signs up with
const NEW_PASSWORD = 'N3w!Passw0rd';
const LINK_USED = 'This reset link is invalid, expired or already used. Ask for a new one.';

/** Every message the SMTP server accepted, parsed. */
const inbox = [];
let smtp;

const run = serverAndBrowser(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain SMTP on loopback; the server's SMTP_URL has no TLS
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', resolve);
  });
  return { SMTP_URL: `smtp://127.0.0.1:${port}` };
});

after(() => new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve())));

/** The first mail to `to` whose subject is `subject`, once it arrives (the queue polls every 2 s). */
async function mailTo(to, subject, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = inbox.find((m) => m.subject === subject && m.to?.text === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seen = inbox.map((m) => `${m.to?.text}: ${m.subject}`);
  throw new Error(
    `no mail "${subject}" to ${to} within ${timeoutMs} ms; got ${JSON.stringify(seen)}`,
  );
}

/** The one link to `path` in a mail's plain-text part. */
function linkIn(mail, path) {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((url) => new URL(url).pathname === path);
  assert.ok(link, `a link to ${path} in:\n${mail.text}`);
  return link;
}

const field = (scope, label) => scope.getByLabel(label, { exact: true });

test('forgot password: the mailed link sets a new password, which then signs in', async () => {
  const { server, browser } = run;
  const { user } = await register(server, 'Forgetful Farah');
  const { page, external, errors } = await newPage(browser);
  await page.goto(server.url);

  const nav = page.getByRole('navigation').first();
  await nav.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(`If an account exists for ${user.email}, we sent a link`).waitFor();

  const mail = await mailTo(user.email, 'Reset your BrandCraft password');
  const link = linkIn(mail, '/reset-password');
  assert.ok(mail.html.includes('Choose a new password'), 'the HTML part has the button');

  // The link as mailed (PUBLIC_URL unset: http://localhost:<port>, the same server).
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  await field(page, 'New Password').fill(NEW_PASSWORD);
  await page.getByText('Strength: Strong').waitFor();
  await field(page, 'Confirm Password').fill(NEW_PASSWORD);
  await page.getByText('Passwords match').waitFor();
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.getByText('Your password was reset. You are signed in.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  await nav.getByText(user.name).waitFor();

  // The old password no longer works; the link works once.
  await assert.rejects(login(server, { email: user.email, password: PASSWORD }), /401/);
  await page.goto(link);
  await field(page, 'New Password').fill('An0ther!pass');
  await field(page, 'Confirm Password').fill('An0ther!pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.getByText(LINK_USED).waitFor();
  await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();

  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Logged out successfully').waitFor();
  await nav.getByRole('button', { name: 'Login' }).click();
  await field(dialog, 'Email').fill(user.email);
  await field(dialog, 'Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Login successful!').waitFor();
  await nav.getByText(user.name).waitFor();

  assert.deepEqual(external, [], 'no request may leave this machine');
  assert.deepEqual(errors, []);
});

test('the mailed confirmation link confirms the address, and the banner goes away', async () => {
  const { server, browser } = run;
  const { user, token } = await register(server, 'Unconfirmed Umar');
  const { page, errors } = await newPage(browser);
  await signIn(page, server, token);
  await page.reload();
  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await banner.getByText(`Confirm your email address: we sent a link to ${user.email}.`).waitFor();

  const mail = await mailTo(user.email, 'Confirm your email for BrandCraft');
  // Open it on this origin, where this browser is signed in.
  const link = new URL(linkIn(mail, '/verify-email'));
  await page.goto(`${server.url}${link.pathname}${link.search}`);
  await page.getByText('Your email address is confirmed').waitFor();
  await banner.waitFor({ state: 'detached' });
  // And it stays confirmed: home, with every request settled, has no banner.
  await page.goto(server.url);
  await page.getByRole('navigation').first().getByText(user.name).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await banner.count(), 0);
  assert.deepEqual(errors, []);
});

test('the new pages fit a 390 px phone, and the account page is reached from the side menu', async () => {
  const { server, browser } = run;
  const { token } = await register(server, 'Phone Priya');
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  const fits = (what) => assertNoHorizontalScroll(page, what);

  await page.goto(`${server.url}/forgot-password`);
  await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  await fits('/forgot-password');
  await page.goto(`${server.url}/reset-password?token=not-a-real-token`);
  await page.getByRole('button', { name: 'Set New Password' }).waitFor();
  await fits('/reset-password');

  await signIn(page, server, token);
  await page.reload();
  await page.getByRole('region', { name: 'Email confirmation' }).waitFor();
  await fits('the confirmation banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Account settings' }).click();
  await page.waitForURL('**/account');
  await menu.waitFor({ state: 'hidden' });
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
  await main.getByRole('button', { name: 'Sign out of all devices' }).waitFor();
  await fits('/account');
  assert.deepEqual(errors, []);
});
