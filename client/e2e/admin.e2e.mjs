// The admin console at desktop and phone widths: a learner reports a review on the course page,
// the admin disables an account (which then cannot sign in), hides the reported review (gone from
// the course page) and reads both actions in the audit log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  gql,
  login,
  newPage,
  register,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const COURSE = 'Digital Marketing Starter Kit';
const ADMIN = { email: 'admin@brandcraft.dev', password: 'Admin@12345' };
const run = serverAndBrowser();
const sections = (page) => page.getByRole('navigation', { name: 'Admin sections' });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** A learner of the free course who wrote `text`; returns their session. */
async function reviewer(server, id, name, text) {
  const session = await register(server, name);
  const opts = { token: session.token };
  await gql(
    server.url,
    `mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }`,
    { id },
    opts,
  );
  await gql(
    server.url,
    `mutation($id: ID!, $text: String) { rateCourse(courseId: $id, rating: 1, review: $text) { ratingCount } }`,
    { id, text },
    opts,
  );
  return session;
}

for (const viewport of VIEWPORTS)
  test(`admin disables an account, hides a reported review and reads the audit log (${viewport.name})`, async () => {
    const { server, browser } = run;
    const id = await courseId(server, COURSE);
    const abuse = `Worthless scam ${viewport.name} ${Date.now()}`;
    await reviewer(server, id, `Rude ${viewport.name}`, abuse);
    const reporter = await register(server, `Reporter ${viewport.name}`);

    // The reporter reports it from the course page.
    const learner = await newPage(browser, viewport);
    await signIn(learner.page, server, reporter.token);
    await learner.page.goto(`${server.url}/course/${id}`);
    const item = learner.page.getByTestId('review').filter({ hasText: abuse });
    await item.getByRole('button', { name: /^Report .*'s review$/ }).click();
    const report = learner.page.getByRole('dialog', { name: /^Report .*’s review$/ });
    await report
      .getByRole('textbox', { name: 'What is wrong with it?' })
      .fill('Insults, no content');
    await report.getByRole('button', { name: 'Report review' }).click();
    await learner.page
      .getByText(/the review was reported/)
      .first()
      .waitFor();
    await learner.context.close();

    const { page, errors, context } = await newPage(browser, viewport);
    await signIn(page, server, await login(server, ADMIN));
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin console' }).waitFor();

    // Users: find the reporter by email and disable the account.
    const email = reporter.user.email;
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(email);
    await search.press('Enter');
    await page.getByRole('button', { name: `Open ${reporter.user.name} (${email})` }).click();
    await page.getByRole('button', { name: 'Disable account' }).click();
    const disable = page.getByRole('dialog', { name: `Disable ${reporter.user.name}?` });
    await disable.getByRole('textbox', { name: /Reason/ }).fill(`Ban evasion ${viewport.name}`);
    await disable.getByRole('button', { name: 'Disable account' }).click();
    await page
      .getByText(/is disabled and signed out everywhere/)
      .first()
      .waitFor();
    await assertNoHorizontalScroll(page, 'user detail');
    const refused = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Str0ng!pass' }),
    });
    assert.match(await refused.text(), /This account has been disabled/);

    // Reviews: the report is queued; hide the review.
    await sections(page).getByRole('link', { name: 'Reviews' }).click();
    const queued = page.getByRole('listitem').filter({ hasText: abuse });
    await queued.getByText(/Insults, no content/).waitFor();
    await queued.getByRole('button', { name: 'Hide review' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByRole('textbox', { name: /Reason/ }).fill('Abusive');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await page.getByText('Review hidden').first().waitFor();
    await assertNoHorizontalScroll(page, 'reviews');
    const shown = await gql(
      server.url,
      `query($id: ID!) { course(id: $id) { reviews(first: 50) { nodes { review } } } }`,
      { id },
    );
    assert.ok(
      !shown.course.reviews.nodes.some((n) => n.review === abuse),
      'hidden from the course page',
    );

    // Audit log: both actions, newest first, with their reasons.
    await sections(page).getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('list', { name: 'Audit log' });
    await log.getByText('Review hidden').first().waitFor();
    const entries = log.getByRole('listitem');
    await entries.first().getByText('Abusive').waitFor();
    await log
      .getByRole('listitem')
      .filter({ hasText: `Ban evasion ${viewport.name}` })
      .getByText('Account disabled')
      .waitFor();
    await assertNoHorizontalScroll(page, 'audit log');
    assert.deepEqual(errors, []);
    await context.close();
  });
