// A promotion end to end, at desktop and phone widths: an educator creates a coupon on the Coupons
// page (an end before the start is refused in the form), a learner opens its share link, sees the
// new price and buys through the sandbox checkout, and the educator sees the redemption, and the
// sale in Analytics' coupon table; then edits the coupon, deactivates it, and the next learner's
// link is refused for it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  gql,
  login,
  newPage,
  register,
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

/** One of the seeded educator's courses that costs more than the coupon's price. */
async function paidCourse(server, token) {
  const { educatorCourses } = await gql(
    server.url,
    '{ educatorCourses { id courseTitle netPrice } }',
    {},
    { token },
  );
  const course = educatorCourses.find((c) => c.netPrice > 199);
  assert.ok(course, 'the seeded educator has a paid course');
  return course;
}

/** The educator's coupon with this code, as the server keeps it (undefined when there is none). */
async function couponOf(server, token, code) {
  const { myCoupons } = await gql(
    server.url,
    '{ myCoupons { code maxRedemptions startsAt endsAt active } }',
    {},
    { token },
  );
  return myCoupons.find((c) => c.code === code);
}

for (const viewport of WIDTHS) {
  test(`a coupon from creation to redemption (${viewport.name})`, async () => {
    const { server, browser } = run;
    const code = `E2E-${viewport.name.toUpperCase()}-${Date.now() % 100000}`;
    const educatorToken = await login(server, SEEDED.sana);
    const course = await paidCourse(server, educatorToken);

    // The educator creates a fixed-price coupon for one course, capped at 3.
    const educator = await newPage(browser, viewport);
    await signIn(educator.page, server, educatorToken);
    await educator.page.goto(`${server.url}/educator/coupons`);
    const form = educator.page.getByRole('form', { name: 'Create coupon' });
    await form.getByRole('textbox', { name: /^Code/ }).fill(`${code.toLowerCase()} x`);
    await form.getByRole('combobox', { name: 'Kind' }).selectOption('FIXED_PRICE');
    await form.getByRole('spinbutton', { name: /^Final price/ }).fill('199');
    await form
      .getByRole('combobox', { name: 'Course' })
      .selectOption({ label: course.courseTitle });
    await form.getByRole('spinbutton', { name: /^Maximum redemptions/ }).fill('3');
    await form.getByLabel('Starts (optional)').fill('2031-01-10T10:00');
    await form.getByLabel('Ends (optional)').fill('2031-01-05T10:00');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await form.getByText('Code must not contain spaces').waitFor();
    await form.getByText('End must be after the start').waitFor();
    assert.equal(await couponOf(server, educatorToken, code), undefined, 'nothing is saved');
    await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await form.getByLabel('Starts (optional)').fill('');
    await form.getByText('End must be after the start').waitFor({ state: 'detached' });
    await form.getByLabel('Ends (optional)').fill('');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    const entry = educator.page.locator('tr, li').filter({ hasText: code });
    await entry.getByText('0 / 3').waitFor();
    await entry.getByText('Active').waitFor();
    if (viewport.width < 500) await assertNoHorizontalScroll(educator.page, 'Coupons page');
    await screenshot(educator.page, `coupons-${viewport.name}`);

    // A learner opens the share link: the coupon price is shown and charged.
    const learner = await newPage(browser, viewport);
    const { token } = await register(server, `Coupon Learner ${viewport.name}`);
    await signIn(learner.page, server, token);
    await learner.page.goto(`${server.url}/course/${course.id}?coupon=${code.toLowerCase()}`);
    const applied = learner.page.getByTestId('coupon-applied');
    await applied.getByText('₹199.00', { exact: true }).waitFor();
    await applied.getByText(`Coupon ${code}: Final price ₹199.00`, { exact: false }).waitFor();
    if (viewport.width < 500) await assertNoHorizontalScroll(learner.page, 'course page');
    await screenshot(learner.page, `coupon-course-${viewport.name}`);
    await learner.page.getByRole('button', { name: 'Enroll Now' }).click();
    const checkout = learner.page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: 'Pay ₹199.00' }).click();
    await learner.page.waitForURL('**/my-enrollments');

    // The educator sees the redemption, then the sale in Analytics' coupon performance (the revenue
    // chart's table is checked in analytics.e2e.mjs; here both widths buy the same course today).
    await educator.page.reload();
    await entry.getByText('1 / 3').waitFor();
    await educator.page.goto(`${server.url}/educator/analytics`);
    await educator.page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const performance = educator.page
      .getByRole('table', { name: 'Coupons' })
      .getByRole('row')
      .filter({ hasText: code });
    await performance.waitFor();
    const cells = await performance.getByRole('cell').allInnerTexts();
    assert.deepEqual(cells.slice(0, 5), [
      code,
      course.courseTitle,
      'Final price ₹199.00',
      '1',
      '₹199.00',
    ]);
    if (viewport.width < 500) await assertNoHorizontalScroll(educator.page, 'Analytics page');

    // The educator raises the cap and sets an end (a wrong end is refused first), then deactivates it.
    await educator.page.goto(`${server.url}/educator/coupons`);
    await entry.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = educator.page.getByRole('form', { name: 'Save coupon' });
    await edit.getByRole('spinbutton', { name: /^Maximum redemptions/ }).fill('5');
    await edit.getByLabel('Starts (optional)').fill('2031-02-01T09:00');
    await edit.getByLabel('Ends (optional)').fill('2031-01-31T09:00');
    await edit.getByRole('button', { name: 'Save coupon' }).click();
    await edit.getByText('End must be after the start').waitFor();
    assert.equal((await couponOf(server, educatorToken, code)).maxRedemptions, 3, 'not saved');
    await edit.getByLabel('Starts (optional)').fill('');
    await edit.getByLabel('Ends (optional)').fill('2031-12-31T23:00');
    await edit.getByRole('button', { name: 'Save coupon' }).click();
    await educator.page.getByText('Coupon saved').waitFor();
    await entry.getByText('1 / 5').waitFor();
    await entry.getByText(/^Until /).waitFor();
    const saved = await couponOf(server, educatorToken, code);
    assert.equal(saved.maxRedemptions, 5);
    assert.equal(saved.startsAt, null);
    assert.equal(new Date(saved.endsAt).getFullYear(), 2031);
    await entry.getByRole('button', { name: `Deactivate ${code}` }).click();
    await educator.page.getByText(`${code} deactivated: it is refused from now on`).waitFor();
    await entry.getByText('Inactive').waitFor();
    assert.equal(await entry.getByRole('button', { name: `Deactivate ${code}` }).count(), 0);

    // The next learner's share link is refused, saying why, at the course's own price.
    const next = await newPage(browser, viewport);
    const second = await register(server, `Late Learner ${viewport.name}`);
    await signIn(next.page, server, second.token);
    await next.page.goto(`${server.url}/course/${course.id}?coupon=${code.toLowerCase()}`);
    await next.page
      .getByRole('alert')
      .filter({ hasText: `Coupon ${code}: This coupon is no longer active.` })
      .waitFor();
    assert.equal(await next.page.getByTestId('coupon-applied').count(), 0);
    await next.page.getByRole('button', { name: 'Try another coupon' }).waitFor();
    if (viewport.width < 500) await assertNoHorizontalScroll(next.page, 'refused coupon');
    assert.deepEqual([...educator.errors, ...learner.errors, ...next.errors], []);
    await educator.context.close();
    await learner.context.close();
    await next.context.close();
  });
}
