// A promotion end to end, at desktop and phone widths: an educator creates a coupon on the Coupons
// page, a learner opens its share link, sees the new price and buys through the sandbox checkout,
// and the educator sees the redemption, and the sale in Analytics' coupon table.
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
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await form.getByText('Code must not contain spaces').waitFor();
    await form.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
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
    assert.deepEqual([...educator.errors, ...learner.errors], []);
    await educator.context.close();
    await learner.context.close();
  });
}
