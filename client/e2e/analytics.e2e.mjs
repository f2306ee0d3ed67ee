// Where buyers come from: a learner arrives through an educator's referral link and buys; the
// educator opens Analytics and finds the sale in the net sales chart's table (its axes titled with
// their units), in top sources and in the downloaded sales and students CSVs, at desktop and phone
// widths; custom dates over two years are refused on the page.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
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

const SALES_HEADER =
  'Paid at (UTC),Order,Course,Student,Amount,Currency,Status,Refunded at (UTC),Source,Referrer,Through your link,Coupon';
const STUDENTS_HEADER =
  'Student,Course,Enrolled at (UTC),Lectures completed,Lectures,Progress %,Completed';

/** Clicks a download button and reads the file the browser saved: its name and lines. */
async function downloaded(page, button) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  assert.equal(await download.failure(), null);
  const text = fs.readFileSync(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

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

  // Today's net sales (whole UTC day, as the page's table reads it), the seed's sales included.
  const todaysNetSales = async () => {
    const from = new Date(Math.floor(Date.now() / day) * day);
    const { educatorAnalytics: today } = await gql(
      server.url,
      'query($from: DateTime!, $to: DateTime!) { educatorAnalytics(from: $from, to: $to) { totals { revenue } } }',
      { from: from.toISOString(), to: new Date(from.getTime() + day).toISOString() },
      { token: educatorToken },
    );
    return Math.round(today.totals.revenue * 100);
  };
  const before = await todaysNetSales();

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

  const inr = (rupees) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format(rupees);
  const amount = inr(course.netPrice);
  const after = await todaysNetSales();
  assert.equal(after - before, Math.round(course.netPrice * 100), 'the sale is in today');
  const today = inr(after / 100);
  for (const viewport of WIDTHS) {
    const { page, context, errors } = await newPage(browser, viewport);
    await signIn(page, server, educatorToken);
    await page.goto(`${server.url}/educator/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    // The innermost box holding the chart's heading also holds its "Show as table" toggle.
    const revenue = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Net sales and enrolments' }) })
      .last();
    // Both axes say what they measure and in which unit, ₹ on money.
    const salesChart = page.getByRole('img', { name: /^Net sales and enrolments:/ });
    for (const title of ['Day (UTC)', 'Net sales (₹)', 'Enrolments (learners)'])
      await salesChart.locator('text').filter({ hasText: title }).first().waitFor();
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Net sales and enrolments' });
    await table.getByRole('row').filter({ hasText: today }).first().waitFor();
    const sources = page.getByRole('table', { name: 'Top sources' });
    const mine = sources.getByRole('row').filter({ hasText: 'Your referral link' });
    await mine.waitFor();
    assert.match(await mine.innerText(), new RegExp(amount.replace(/[.₹]/g, '\\$&')));
    await assertNoHorizontalScroll(page, `analytics at ${viewport.width} px`);

    // The accounting CSVs download as files, with their header rows and the sale.
    const sales = await downloaded(page, 'Download sales CSV');
    assert.equal(sales.name, 'sales.csv');
    assert.equal(sales.lines[0], SALES_HEADER);
    // The seed's sales of the course are listed too; the referred learner's came through the link.
    const sale = sales.lines.find(
      (line) => line.includes(course.courseTitle) && line.includes(',Referred Learner,'),
    );
    assert.match(sale ?? '', /,yes,/, 'marked as through the educator link');
    const students = await downloaded(page, 'Download students CSV');
    assert.equal(students.name, 'students.csv');
    assert.equal(students.lines[0], STUDENTS_HEADER);
    assert.ok(students.lines.some((line) => line.startsWith('Referred Learner,')));

    // Custom dates over two years: the end date says why, nothing is asked, nothing breaks.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('Custom dates');
    await page.getByLabel('From (UTC)').fill('2015-01-01');
    await page.getByLabel('To (UTC, included)').fill('2024-12-31');
    await page.getByText('The range must be at most 2 years (731 days)').waitFor();
    await page.getByRole('table', { name: 'Top sources' }).waitFor({ state: 'detached' });
    assert.ok(await page.getByRole('button', { name: 'Download sales CSV' }).isDisabled());
    await assertNoHorizontalScroll(page, `custom dates at ${viewport.width} px`);
    await page.getByLabel('To (UTC, included)').fill(new Date().toISOString().slice(0, 10));
    await page
      .getByLabel('From (UTC)')
      .fill(new Date(Date.now() - 7 * day).toISOString().slice(0, 10));
    await mine.waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  }
});
