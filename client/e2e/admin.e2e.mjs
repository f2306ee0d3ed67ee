// The admin console at desktop and phone widths: a learner reports a review on the course page,
// the admin disables an account (which then cannot sign in), hides the reported review (gone from
// the course page) and reads both actions in the audit log. On a phone, the admin also refunds a
// learner's purchase, makes them an educator, unpublishes a course from its card, its buttons in
// reach without scrolling sideways (held: its owner cannot republish it until the admin lifts the
// hold, then does), handles and exports a contact message, reads the refund in the audit log by
// name and in rupees, and sees that the educator area's tab row scrolls.
import assert from 'node:assert/strict';
import fs from 'node:fs';
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

test('on a phone, an admin refunds a purchase, changes a role, unpublishes a course and handles a message', async () => {
  const { server, browser } = run;
  const paid = 'Google Ads and Performance Marketing';
  const id = await courseId(server, paid);
  const buyer = await register(server, 'Refunded Buyer');
  const learner = await newPage(browser);
  await signIn(learner.page, server, buyer.token);
  await learner.page.goto(`${server.url}/course/${id}`);
  await learner.page.getByRole('button', { name: 'Enroll Now' }).click();
  await learner.page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await learner.page.waitForURL('**/my-enrollments');
  await learner.context.close();
  const note = `Please call me back ${Date.now()}`;
  const sent = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'caller@example.com', message: note }),
  });
  assert.equal(sent.status, 200);

  const { page, errors, context } = await newPage(browser, VIEWPORTS[1]);
  await signIn(page, server, await login(server, ADMIN));
  await page.goto(`${server.url}/admin`);
  const confirm = async (title, reason, button) => {
    const dialog = page.getByRole('dialog', { name: title });
    if (reason) await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  // Users: refund the purchase on the learner's behalf, then make them an educator.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(buyer.user.email);
  await search.press('Enter');
  await page.getByRole('button', { name: `Open Refunded Buyer (${buyer.user.email})` }).click();
  const purchases = page.getByRole('table', { name: 'Purchases' });
  await purchases.getByRole('button', { name: 'Refund' }).click();
  await confirm(/^Refund /, 'Charged twice by mistake', 'Refund');
  await purchases.getByText(/^Refunded \d/).waitFor();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('EDUCATOR');
  await confirm('Make Refunded Buyer educator?', '', 'Change role');
  await page.getByText('Refunded Buyer is now educator').first().waitFor();
  await assertNoHorizontalScroll(page, 'user detail');
  const { me } = await gql(server.url, '{ me { role } }', undefined, { token: buyer.token });
  assert.equal(me.role, 'EDUCATOR');
  const { myEnrollments } = await gql(
    server.url,
    '{ myEnrollments { course { id } } }',
    undefined,
    { token: buyer.token },
  );
  assert.deepEqual(myEnrollments, [], 'the refund took the enrolment away');

  // Courses: unpublish the course (gone from the catalog). It is held: its owner cannot publish it
  // again (and is told why) until the admin lifts the hold; then the owner republishes it. On the
  // phone each course is a card whose actions are on screen, not past a sideways scroll.
  await sections(page).getByRole('link', { name: 'Courses' }).click();
  const card = page.getByRole('list', { name: 'Courses' }).getByRole('listitem').filter({
    hasText: paid,
  });
  const unpublish = card.getByRole('button', { name: `Unpublish ${paid}` });
  await unpublish.waitFor();
  const box = await unpublish.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `Unpublish at ${JSON.stringify(box)}`);
  await assertNoHorizontalScroll(page, 'courses');
  await unpublish.click();
  await confirm(`Unpublish “${paid}”?`, 'Pricing under review', 'Unpublish');
  await page.getByRole('button', { name: `Republish ${paid}` }).waitFor();
  const hidden = await gql(
    server.url,
    'query($id: ID!) { course(id: $id) { id } }',
    { id },
    {
      wholeBody: true,
    },
  );
  assert.equal(hidden.errors?.[0].extensions.code, 'NOT_FOUND');
  await card.getByText('Held', { exact: true }).waitFor();
  await card.getByText('Pricing under review').waitFor();
  const owner = {
    token: await login(server, { email: 'sana@brandcraft.dev', password: 'Educator@123' }),
  };
  const PUBLISH = 'mutation($id: ID!) { publishCourse(id: $id) { isPublished } }';
  const refused = await gql(server.url, PUBLISH, { id }, { ...owner, wholeBody: true });
  assert.equal(refused.errors?.[0].extensions.code, 'FORBIDDEN');
  assert.match(refused.errors[0].message, /Pricing under review/);
  await assertNoHorizontalScroll(page, 'courses');
  await card.getByRole('button', { name: `Lift hold on ${paid}` }).click();
  await confirm(`Lift the hold on “${paid}”?`, 'Pricing fixed', 'Lift hold');
  await card.getByText('Held', { exact: true }).waitFor({ state: 'detached' });
  const republished = await gql(server.url, PUBLISH, { id }, owner);
  assert.equal(republished.publishCourse.isPublished, true);
  await page.reload();
  await page.getByRole('button', { name: `Unpublish ${paid}` }).waitFor();

  // Messages: export the open ones, then mark this one handled.
  await sections(page).getByRole('link', { name: 'Messages' }).click();
  const message = page
    .getByRole('list', { name: 'Contact messages' })
    .getByRole('listitem')
    .filter({
      hasText: note,
    });
  await message.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download messages CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'contact-messages.csv');
  assert.match(fs.readFileSync(await download.path(), 'utf8'), new RegExp(note));
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await message.waitFor({ state: 'detached' });
  await assertNoHorizontalScroll(page, 'messages');

  // Every action is in the audit log.
  await sections(page).getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit log' });
  for (const reason of ['Charged twice by mistake', 'Pricing under review', 'Pricing fixed'])
    await log.getByRole('listitem').filter({ hasText: reason }).first().waitFor();
  // The refund reads by name and in rupees, not ids and paise.
  const refund = log.getByRole('listitem').filter({ hasText: 'Charged twice by mistake' }).first();
  await refund.getByText(`Purchase: ${paid}, bought by Refunded Buyer`).waitFor();
  const changes = await refund.getByRole('list', { name: 'Changes' }).innerText();
  assert.match(changes, /Learner: Refunded Buyer/);
  assert.match(changes, /Amount: ₹[\d,]+\.\d\d/);
  assert.doesNotMatch(changes, /amountPaise|[0-9a-f]{8}-[0-9a-f]{4}-/);
  await assertNoHorizontalScroll(page, 'audit log');

  // The educator area (admins are admitted): its phone tab row shows that it scrolls, and its
  // arrow scrolls it.
  await page.goto(`${server.url}/educator`);
  const tabs = page.getByRole('navigation', { name: 'Educator' });
  const forward = page.getByRole('button', { name: 'Scroll tabs forward' });
  await forward.waitFor();
  await forward.click();
  await page.getByRole('button', { name: 'Scroll tabs back' }).waitFor();
  assert.ok((await tabs.evaluate((nav) => nav.scrollLeft)) > 0, 'the tabs scrolled');
  await assertNoHorizontalScroll(page, 'educator area');
  assert.deepEqual(errors, []);
  await context.close();
});
