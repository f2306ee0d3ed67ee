// Mentorship pages (issue 39), at 1280 and 390 px: the seeded educator Sana sets a profile in
// Europe/London, weekly hours and a FREE session type on the Mentoring page (the hours form
// refusing an overlap first); a learner in Asia/Kolkata opens /mentors (the phone menu, or the landing tile), opens her
// page, sees slots in both zones, books one with a note and is confirmed; a second learner who had
// the same slot on screen is told, as the server says, that it is taken.
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
import { pageIn } from './mentorship-support.mjs';

const run = serverAndBrowser();
/** '1:30 pm' -> minutes after midnight. */
function minutesOf(time) {
  const [, h, m, half] = time.match(/^(\d{1,2}):(\d{2}) (am|pm)$/);
  return ((Number(h) % 12) + (half === 'pm' ? 12 : 0)) * 60 + Number(m);
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const title = `Free intro call (${label})`;

  test(`${label}: a mentor sets hours and a free session; a learner books it in their zone`, async () => {
    const { server } = run;
    // The mentor.
    const mentor = await pageIn(run, viewport, await login(server, SEEDED.sana));
    const { page } = mentor;
    await page.goto(`${server.url}/educator`);
    await page
      .getByRole('navigation', { name: 'Educator' })
      .getByRole('link', { name: 'Mentoring' })
      .click();
    await page.waitForURL('**/educator/mentoring');
    await page.getByRole('heading', { level: 1, name: 'Mentoring' }).waitFor();
    const profile = page.getByRole('region', { name: 'Mentor profile' });
    await profile.getByLabel('Headline').fill('Personal branding for founders');
    await profile.getByLabel('Topics').fill('Branding, LinkedIn');
    await profile.getByLabel('Time zone').selectOption('Europe/London');
    await profile.getByRole('button', { name: /^(Become a mentor|Save profile)$/ }).click();
    await profile.getByText('Profile saved.').waitFor();

    const hours = page.getByRole('region', { name: 'Weekly hours' });
    await hours.getByText('In your time zone, Europe/London.').waitFor();
    // The demo seed made Sana a mentor with hours of her own: start from none, then 09:00–17:00.
    const removeRange = hours.getByRole('button', { name: /^Remove \w+ range \d+$/ });
    while ((await removeRange.count()) > 0) await removeRange.first().click();
    for (const day of WEEKDAYS)
      await hours.getByRole('button', { name: `Add hours on ${day}` }).click();
    // A second Monday range over the first is refused before anything is sent, then removed.
    await hours.getByRole('button', { name: 'Add hours on Monday' }).click();
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await hours.getByText('Hours overlap on Monday: 09:00–17:00 and 09:00–17:00.').waitFor();
    await hours.getByRole('button', { name: 'Remove Monday range 2' }).click();
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await hours.getByText('Hours saved.').waitFor();

    const types = page.getByRole('region', { name: 'Session types' });
    await types.getByRole('button', { name: 'New session type' }).click();
    await types.getByLabel('Title').fill(title);
    await types.getByLabel('Cancellation policy').fill('Cancel up to a day ahead.');
    await types.getByRole('button', { name: 'Save session type' }).click();
    await types.getByText(title, { exact: true }).waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the Mentoring page');
    assert.deepEqual(mentor.errors, []);

    // Two learners in Kolkata; the second has the same slot on screen before the first books it.
    const first = await pageIn(run, viewport, (await register(server, `Booker ${label}`)).token);
    const second = await pageIn(run, viewport, (await register(server, `Late ${label}`)).token);
    const learner = first.page;
    await learner.goto(server.url);
    if (phone) {
      await learner.getByRole('button', { name: 'Open menu' }).click();
      await learner.getByRole('dialog').getByRole('link', { name: 'Mentors' }).click();
    } else {
      // Signed in, the desktop bar leaves Mentors to widths from 1536 px; the landing tile leads there.
      await learner.getByRole('link', { name: 'Live 1-on-1 Mentorship' }).click();
    }
    await learner.waitForURL('**/mentors');
    await learner.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
    if (phone) await assertNoHorizontalScroll(learner, '/mentors');
    await learner.getByRole('link', { name: 'Sana Iyer' }).click();
    await learner.waitForURL('**/mentors/*');
    const mentorUrl = learner.url();

    const choose = async (page, who) => {
      await page.getByRole('heading', { level: 1, name: 'Sana Iyer' }).waitFor();
      // Chromium names Kolkata by its older name, Asia/Calcutta.
      await page
        .getByText(
          /^Times in your zone \(Asia\/(Kolkata|Calcutta)\); the mentor's \(Europe\/London\) beside them\.$/,
        )
        .waitFor();
      await screenshot(page, `${label}-${who}-mentor-page`);
      await page.getByRole('radio', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).check();
      const slot = page
        .getByRole('button', { name: /your time \(.* London mentor's time\)$/ })
        .first();
      await slot.waitFor();
      const name = await slot.getAttribute('aria-label');
      await slot.click();
      return name;
    };
    const chosen = await choose(learner, 'first');
    // Kolkata is 4:30 or 5:30 ahead of London, whichever the season.
    const [, mine, hers] = chosen.match(/^(.+) your time \((.+) London mentor's time\)$/);
    const ahead = (minutesOf(mine) - minutesOf(hers) + 1440) % 1440;
    assert.ok([270, 330].includes(ahead), `${chosen}: Kolkata ${ahead} minutes ahead`);
    await second.page.goto(mentorUrl);
    assert.equal(await choose(second.page, 'second'), chosen, 'both learners chose the same slot');

    await learner
      .getByLabel('A note for the mentor (optional)')
      .fill('Help with my LinkedIn headline');
    if (phone) await assertNoHorizontalScroll(learner, 'the mentor page');
    await learner.getByRole('button', { name: /^Book / }).click();
    const time = chosen.split(' your time')[0];
    const booked = learner.getByText(/^Booked: .* \(your time\)$/);
    await booked.waitFor();
    assert.ok((await booked.textContent()).includes(time), `the confirmation names ${time}`);

    await second.page.getByRole('button', { name: /^Book / }).click();
    await second.page
      .getByRole('alert')
      .filter({ hasText: 'That time is already taken.' })
      .waitFor();
    // The taken slot is gone from the second learner's list once it is asked again.
    // (The chosen slot was the pressed one; the same time on other days stays.)
    await second.page
      .getByRole('button', { name: chosen, pressed: true })
      .waitFor({ state: 'detached' });
    assert.ok((await second.page.getByRole('button', { name: chosen }).count()) > 0);
    assert.deepEqual(first.errors, []);
    assert.deepEqual(second.errors, []);
  });
}
