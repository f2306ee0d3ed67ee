// The money-back guarantee: buy a course through the sandbox checkout, refund it from My Enrollments
// with a reason, lose the enrolment and the certificate; the course's educator sees the refund on the dashboard.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  courseId,
  login,
  newPage,
  register,
  SEEDED,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Google Ads and Performance Marketing';

test('refund a paid course within 30 days; the educator sees it on the dashboard', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser);
  const { token } = await register(server, 'Refunding Learner');
  await signIn(page, server, token);
  const id = await courseId(server, COURSE);
  await page.goto(`${server.url}/course/${id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await page.waitForURL('**/my-enrollments');

  // Finish the course first: the refund must take its certificate away too.
  await page.goto(`${server.url}/player/${id}`);
  const lectures = 5;
  for (let done = 1; done <= lectures; done++) {
    await page.getByRole('button', { name: 'Mark As Complete' }).click();
    await page.getByText(`${done} of ${lectures} lectures completed`).waitFor();
    if (done < lectures) {
      const watch = page.getByRole('button', { name: /^Watch: / });
      if ((await watch.count()) === 0)
        await page.getByRole('main').locator('button[aria-expanded="false"]').first().click();
      await watch.first().click();
    }
  }
  await page.goto(`${server.url}/my-enrollments`);
  const row = page.getByTestId('enrollment-row').filter({ hasText: COURSE });
  const certificate = await row
    .getByRole('link', { name: `View certificate: ${COURSE}` })
    .getAttribute('href');
  await row.getByRole('button', { name: `Request refund: ${COURSE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${COURSE}?` });
  await dialog.getByText(/Refundable until /).waitFor();
  await dialog.getByRole('button', { name: 'Keep course' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.waitFor();

  await row.getByRole('button', { name: `Request refund: ${COURSE}` }).click();
  await dialog
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('The ads module was too advanced for me.');
  await dialog.getByRole('button', { name: 'Refund course' }).click();
  await page.getByText(/^₹1,999\.50 refunded\. Refund issued\./).waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'No Enrollments Yet' }).waitFor();

  await page.goto(`${server.url}/course/${id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).waitFor();
  await page.goto(`${server.url}/player/${id}`);
  await page
    .getByText(/not enrolled/i)
    .first()
    .waitFor();
  // The refund revoked the certificate: its page says so, from the signed credential's status.
  await page.goto(`${server.url}${certificate}`);
  await page.getByTestId('credential-verification').getByText('Revoked certificate').waitFor();

  const educator = await newPage(browser, { width: 390, height: 844 });
  await signIn(educator.page, server, await login(server, SEEDED.sana));
  await educator.page.goto(`${server.url}/educator`);
  const refunds = educator.page.getByText('Refunds', { exact: true });
  await refunds.waitFor();
  // The figure's term, then its value (shown above it), exact to the paisa.
  assert.equal(await refunds.locator('..').textContent(), 'Refunds1 · ₹1,999.50');
  assert.deepEqual(errors, []);
});

test('a bought course offers the refund on phone-width cards too; a free one does not', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser, { width: 390, height: 844 });
  const { token } = await register(server, 'Phone Learner');
  await signIn(page, server, token);
  await page.goto(`${server.url}/course/${await courseId(server, COURSE)}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await page.waitForURL('**/my-enrollments');
  await page.goto(
    `${server.url}/course/${await courseId(server, 'Digital Marketing Starter Kit')}`,
  );
  await page.getByRole('button', { name: 'Enroll Free' }).click();
  await page.waitForURL('**/my-enrollments');
  const cards = page.getByTestId('enrollment-card');
  await cards.filter({ hasText: 'Digital Marketing Starter Kit' }).waitFor();
  const paid = cards.filter({ hasText: COURSE }).getByRole('button', { name: /^Request refund/ });
  await paid.waitFor();
  assert.ok(await paid.isVisible());
  assert.equal(
    await cards
      .filter({ hasText: 'Digital Marketing Starter Kit' })
      .getByRole('button', { name: /^Request refund/ })
      .count(),
    0,
  );
});
