// Where buyers come from: a learner arrives through an educator's referral link and buys; the
// educator opens Analytics and finds the sale in the revenue chart's table and in top sources,
// at desktop and phone widths.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  gql,
  login,
  newPage,
  register,
  SEEDED,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test('an educator sees a sale through their link in Analytics', async () => {
  const { server, browser } = run;
  const educatorToken = await login(server, SEEDED.sana);
  const { educatorCourses } = await gql(
    server.url,
    '{ educatorCourses { id courseTitle netPrice } }',
    {},
    { token: educatorToken },
  );
  const course = educatorCourses.find((c) => c.netPrice > 0);
  const day = 86_400_000;
  const { educatorAnalytics } = await gql(
    server.url,
    'query($from: DateTime!, $to: DateTime!) { educatorAnalytics(from: $from, to: $to) { referralCode } }',
    {
      from: new Date(Date.now() - day).toISOString(),
      to: new Date(Date.now() + day).toISOString(),
    },
    { token: educatorToken },
  );

  const learner = await newPage(browser);
  const { token } = await register(server, 'Referred Learner');
  await signIn(learner.page, server, token);
  await learner.page.goto(
    `${server.url}/course/${course.id}?ref=${educatorAnalytics.referralCode}`,
  );
  await learner.page.getByRole('button', { name: 'Enroll Now' }).click();
  await learner.page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await learner.page.waitForURL('**/my-enrollments');
  await learner.context.close();

  const amount = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(course.netPrice);
  for (const viewport of WIDTHS) {
    const { page, context, errors } = await newPage(browser, viewport);
    await signIn(page, server, educatorToken);
    await page.goto(`${server.url}/educator/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    // The innermost box holding the chart's heading also holds its "Show as table" toggle.
    const revenue = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Revenue and enrolments' }) })
      .last();
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Revenue and enrolments' });
    await table.getByRole('row').filter({ hasText: amount }).first().waitFor();
    const sources = page.getByRole('table', { name: 'Top sources' });
    const mine = sources.getByRole('row').filter({ hasText: 'Your referral link' });
    await mine.waitFor();
    assert.match(await mine.innerText(), new RegExp(amount.replace(/[.₹]/g, '\\$&')));
    await assertNoHorizontalScroll(page, `analytics at ${viewport.width} px`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
