// What a visitor sees before signing in, on the seeded catalog: landing, search, course page, contact.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoHorizontalScroll, newPage, serverAndBrowser } from './support.mjs';

const run = serverAndBrowser();

const onlyLocal = (external) =>
  external.filter((url) => !url.startsWith('https://www.youtube.com/iframe_api'));

test('the landing headline rotates through its words in order', async () => {
  const { server, browser } = run;
  const { page, external, errors } = await newPage(browser);
  await page.goto(server.url);
  const headline = page.getByRole('heading', { level: 1 });
  await headline.getByText('Personal Brand').waitFor({ timeout: 10_000 });
  await headline.getByText('Online Presence').waitFor({ timeout: 5_000 });
  await headline.getByText('Success Story').waitFor({ timeout: 5_000 });
  await page.locator('#courses').getByText('Popular').waitFor();
  assert.deepEqual(external, []);
  assert.deepEqual(errors, []);
});

test('the hero search leads to a filtered list whose chip clears the search', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser);
  await page.goto(server.url);
  // The hero's, not the navbar's (which has the same placeholder and comes first).
  const search = page.getByRole('main').getByPlaceholder('Search courses...');
  await search.fill('seo');
  await search.press('Enter');
  await page.waitForURL('**/course-list/seo');
  await page.getByText('Search: "seo"').waitFor();
  await page.getByRole('heading', { name: 'SEO Fundamentals: Rank on Google' }).waitFor();
  assert.equal(await page.getByText('Instagram Marketing for Small Businesses').count(), 0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.waitForURL((url) => url.pathname === '/course-list');
  await page.getByText('Instagram Marketing for Small Businesses').first().waitFor();
});

test('a course page plays a free preview and marks the other lectures Locked', async () => {
  const { server, browser } = run;
  const { page, external, csp } = await newPage(browser);
  await page.goto(`${server.url}/course-list/personal branding`);
  await page.getByRole('link', { name: 'Check out course' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Personal Branding Masterclass' }).waitFor();
  await page.getByText('5 days left at this price!').waitFor();
  await page.getByText('20% OFF').waitFor();
  const rows = page.getByTestId('lecture-row');
  assert.ok((await rows.filter({ hasText: 'Locked' }).count()) >= 1, 'locked lectures are marked');
  await page
    .getByRole('button', { name: /^Free Preview: / })
    .first()
    .click();
  // The machine is offline: the YouTube player cannot load, and the page says so.
  await page.getByText('Error loading preview video.').waitFor({ timeout: 20_000 });
  assert.deepEqual(onlyLocal(external), []);
  // The YouTube API script is allowed; it fails only for want of a network.
  assert.deepEqual(csp, []);
});

test('the contact form succeeds and returns home', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/contact`);
  await page.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('I would like to know more about mentorship.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('You will receive a response from the team soon!').waitFor();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
});

test('the newsletter box in the footer accepts an address', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser);
  await page.goto(`${server.url}/about`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox').fill('reader@example.com');
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await page.getByText('Thanks for subscribing!').waitFor();
});

test('on a phone the home page shows the visitor counter and no horizontal scroll', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser, { width: 375, height: 740 });
  await page.goto(server.url);
  await page
    .getByText(/\d visitors?$/i)
    .first()
    .waitFor();
  await assertNoHorizontalScroll(page, 'home page');
});

// The dialogs load their code on first open; keyboard users must not notice.
test('the login dialog and the phone menu open from the keyboard, take focus and hand it back', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser);
  await page.goto(server.url);
  const login = page.getByRole('navigation').first().getByRole('button', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role=dialog]'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Login');

  const phone = await newPage(browser, { width: 390, height: 844 });
  await phone.page.goto(server.url);
  const open = phone.page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await phone.page.keyboard.press('Enter');
  await phone.page.getByRole('dialog', { name: 'Menu' }).waitFor();
  await phone.page.waitForFunction(() => document.activeElement?.closest('[role=dialog]'));
  await phone.page.keyboard.press('Escape');
  await phone.page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  await phone.page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Open menu',
  );
  assert.deepEqual([...errors, ...phone.errors], []);
});
