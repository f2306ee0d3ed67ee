// The sessions pages (issue 39), at 1280 and 390 px: the seeded educator Sana offers a free session
// (set up through the API); a learner in Asia/Kolkata books it on /mentors/:id, opens My sessions
// from My Enrollments, opens the session, moves it to another slot, and cancels it with a reason;
// Sana, from her Mentoring page, finds it in her list as mentor, moved, then cancelled.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  login,
  register,
  screenshot,
  SEEDED,
  serverAndBrowser,
} from './support.mjs';
import { pageIn, offerFreeSession } from './mentorship-support.mjs';

const run = serverAndBrowser();

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const title = `Sessions check (${label})`;
  const learnerName = `Mover ${label}`;

  test(`${label}: a learner books, finds, moves and cancels a session; the mentor sees it`, async () => {
    const { server } = run;
    const sanaToken = await login(server, SEEDED.sana);
    const mentorId = await offerFreeSession(server, sanaToken, title);

    // The learner books on the mentor's page.
    const learner = await pageIn(run, viewport, (await register(server, learnerName)).token);
    const { page } = learner;
    await page.goto(`${server.url}/mentors/${mentorId}`);
    await page.getByRole('heading', { level: 1, name: 'Sana Iyer' }).waitFor();
    await page.getByRole('radio', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).check();
    const slot = page
      .getByRole('button', { name: /your time \(.* London mentor's time\)$/ })
      .first();
    await slot.waitFor();
    const booked = (await slot.getAttribute('aria-label')).split(' your time')[0];
    await slot.click();
    await page.getByRole('button', { name: /^Book / }).click();
    await page.getByText(/^Booked: .* \(your time\)$/).waitFor();

    // My Enrollments leads to My sessions, which lists it as upcoming.
    await page.goto(`${server.url}/my-enrollments`);
    await page.getByRole('link', { name: 'My sessions' }).click();
    await page.waitForURL('**/sessions');
    await page.getByRole('heading', { level: 1, name: 'My sessions' }).waitFor();
    if (phone) await assertNoHorizontalScroll(page, '/sessions');
    await page.getByRole('link', { name: `${title} with Sana Iyer` }).click();
    await page.waitForURL('**/sessions/*');
    const sessionUrl = page.url();

    // The session's page: the booked time in Kolkata, London beside it.
    await page.getByRole('heading', { level: 1, name: `${title} with Sana Iyer` }).waitFor();
    const when = page.getByText(/\(your time, Asia\/(Kolkata|Calcutta)\)$/);
    assert.ok((await when.textContent()).includes(`, ${booked} –`), `the page names ${booked}`);
    await page.getByText(/, Sana Iyer's time \(Europe\/London\)$/).waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    // Moved to another slot of the same type.
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('region', { name: 'Move to another time' });
    const other = move
      .getByRole('button', { name: /your time \(.* London mentor's time\)$/ })
      .nth(1);
    await other.waitFor();
    const movedTo = (await other.getAttribute('aria-label')).split(' your time')[0];
    await other.click();
    if (phone) await assertNoHorizontalScroll(page, 'the reschedule panel');
    await screenshot(page, `sessions-${label}-reschedule`);
    await move.getByRole('button', { name: /^Move to / }).click();
    const moved = page.getByText(/^Moved to .* \(your time\)\.$/);
    await moved.waitFor();
    assert.ok((await moved.textContent()).includes(movedTo), `moved to ${movedTo}`);
    assert.ok((await when.textContent()).includes(`, ${movedTo} –`), 'the page shows the new time');

    // The mentor finds it in her list, from her Mentoring page.
    const mentor = await pageIn(run, viewport, sanaToken);
    await mentor.page.goto(`${server.url}/educator/mentoring`);
    await mentor.page.getByRole('link', { name: 'My sessions' }).click();
    await mentor.page.waitForURL('**/sessions');
    const giving = mentor.page.getByRole('region', { name: 'Sessions you give' });
    const row = giving.getByRole('listitem').filter({ hasText: `${title} with ${learnerName}` });
    await row.waitFor();
    assert.equal(await row.getByText('Confirmed', { exact: true }).count(), 1);

    // Cancelled with a reason; a free session has nothing to refund.
    await page.goto(sessionUrl);
    await page.getByRole('button', { name: 'Cancel session' }).click();
    const cancel = page.getByRole('region', { name: 'Cancel this session' });
    await cancel.getByText('This session is free: there is nothing to refund.').waitFor();
    await cancel.getByLabel('Reason (optional)').fill('Travelling that week');
    if (phone) await assertNoHorizontalScroll(page, 'the cancel panel');
    await cancel.getByRole('button', { name: 'Cancel the session' }).click();
    await page.getByText('The session is cancelled.').waitFor();
    await page.getByText(/^Cancelled by you on /).waitFor();
    await page.getByText('Reason: Travelling that week').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Reschedule' }).count(), 0);

    await mentor.page.reload();
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await row.getByRole('link').click();
    await mentor.page.getByText(/^Cancelled by the learner on /).waitFor();
    assert.deepEqual(learner.errors, []);
    assert.deepEqual(mentor.errors, []);
  });
}
