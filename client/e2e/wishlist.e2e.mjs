// The wishlist heart and page, the course page's pinned Enroll bar on a phone, the page a redirect
// opens at (the top), and the course page's one request for its data.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { courseId, newPage, register, serverAndBrowser, signIn } from './support.mjs';

const run = serverAndBrowser();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const TITLE = 'Instagram Marketing for Small Businesses';

/** Opens the Wishlist page the way a learner would at this width: account menu, or the phone's menu. */
async function openWishlist(page, phone, name) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Wishlist' }).click();
  } else {
    await page.getByRole('button', { name: `Account: ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  }
  await page.waitForURL('**/wishlist');
  await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor();
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`${label}: the heart on a card saves the course to the Wishlist page, whose heart takes it off`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    const name = `Wishing ${label}`;
    const { token } = await register(server, name);
    await signIn(page, server, token);
    await page.goto(`${server.url}/course-list`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: TITLE }) });
    const heart = card.getByRole('button', { name: 'Add to wishlist' });
    await heart.click();
    const saved = card.getByRole('button', { name: 'Remove from wishlist' });
    await saved.waitFor();
    assert.equal(await saved.getAttribute('aria-pressed'), 'true');

    await openWishlist(page, label === 'phone', name);
    const listed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: TITLE }) });
    await listed.waitFor();
    await page.getByText('1 course saved').waitFor();
    await listed.getByRole('button', { name: 'Remove from wishlist' }).click();
    await page.getByText('Your wishlist is empty').waitFor();
    // The server agrees: the list is empty on a fresh load too.
    await page.reload();
    await page.getByText('Your wishlist is empty').waitFor();
    assert.deepEqual(errors, []);
  });
}

test('phone: the Enroll bar is pinned once the price card scrolls away; after paying, My Enrollments opens at the top', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser, PHONE);
  const { token } = await register(server, 'Pinned Payer');
  await signIn(page, server, token);
  const id = await courseId(server, 'Google Ads and Performance Marketing');
  await page.goto(`${server.url}/course/${id}`);
  const card = page.getByRole('complementary', { name: 'Price and enrolment' });
  await card.getByRole('button', { name: 'Enroll Now' }).waitFor();
  const bar = page.getByRole('region', { name: 'Enroll in this course' });
  assert.equal(await bar.count(), 0, 'no bar while the price card is in view');

  await page.getByRole('heading', { name: 'Course Description' }).scrollIntoViewIfNeeded();
  await bar.waitFor();
  const box = await bar.boundingBox();
  assert.ok(
    Math.abs(box.y + box.height - PHONE.height) <= 1,
    `bar at the bottom: ${JSON.stringify(box)}`,
  );
  const pad = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  assert.ok(
    pad >= box.height - 1,
    `the page is padded by the bar (${pad} px for ${box.height} px)`,
  );
  await bar.getByText('₹1,999.50').waitFor();
  const enroll = bar.getByRole('button', { name: 'Enroll Now' });
  // Keyboard reachable: it takes the focus and Enter presses it.
  await enroll.focus();
  await page.keyboard.press('Enter');
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹1,999\.50$/ }).click();
  await page.waitForURL('**/my-enrollments');
  // Cards on a phone, newest first.
  const row = page
    .getByTestId('enrollment-card')
    .filter({ hasText: 'Google Ads and Performance Marketing' });
  await row.waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  const rowBox = await row.boundingBox();
  assert.ok(rowBox.y >= 0 && rowBox.y < PHONE.height, `the new course is on screen: ${rowBox.y}`);
  assert.equal(await bar.count(), 0);
  assert.equal(await page.evaluate(() => document.body.style.paddingBottom), '');
  assert.deepEqual(errors, []);
});

test('desktop: after paying from a scrolled course page, My Enrollments opens at the top', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser, DESKTOP);
  const { token } = await register(server, 'Scrolled Payer');
  await signIn(page, server, token);
  const id = await courseId(server, 'Google Ads and Performance Marketing');
  await page.goto(`${server.url}/course/${id}`);
  const card = page.getByRole('complementary', { name: 'Price and enrolment' });
  await card.getByRole('button', { name: 'Enroll Now' }).waitFor();
  await page.getByRole('heading', { name: 'Course Description' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the course page is scrolled');
  // No pinned bar on a wide screen: the price card is the only Enroll.
  assert.equal(await page.getByRole('region', { name: 'Enroll in this course' }).count(), 0);
  await card.getByRole('button', { name: 'Enroll Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  const pay = checkout.getByRole('button', { name: /^Pay ₹1,999\.50$/ });
  await pay.waitFor();
  assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'still scrolled when paying');
  await pay.click();
  await page.waitForURL('**/my-enrollments');
  await page
    .getByTestId('enrollment-row')
    .filter({ hasText: 'Google Ads and Performance Marketing' })
    .waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.deepEqual(errors, []);
});

test('the course page asks for its data once, also when the app opens on it', async () => {
  const { server, browser } = run;
  // With the first-load splash: the preloaded answer is in long before the page renders.
  const { page } = await newPage(browser, DESKTOP, { splash: true });
  const id = await courseId(server, TITLE);
  const asked = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && url.searchParams.get('operationName') === 'CourseDetail')
      asked.push(url.searchParams.get('variables'));
  });
  await page.goto(`${server.url}/course/${id}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  assert.equal(asked.length, 1, `CourseDetail requests: ${JSON.stringify(asked)}`);

  // Reached by a link from the list: one request too.
  asked.length = 0;
  await page.goto(`${server.url}/course-list`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: TITLE }) });
  await card.getByRole('link', { name: 'Check out course' }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(asked.length, 1, `CourseDetail requests: ${JSON.stringify(asked)}`);
});
