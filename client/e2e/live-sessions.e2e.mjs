// Weekly live sessions from the learner's and the educator's side (issue 40), at 1280 and 390 px:
// the seeded educator Sana schedules a weekly series of 3 meetings with 2 seats for her free
// course from its "Live sessions" page (reached from My Courses); three learners enrolled through
// the API open the session's page in Kolkata: the first two take seats (the seats left count
// down), the third joins the waitlist; the first gives up their seat, the third is offered it and
// claims it. The course page then lists the session with its next meeting in IST, and My
// Enrollments shows it as the third learner's next live session.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  gql,
  login,
  register,
  screenshot,
  SEEDED,
  serverAndBrowser,
} from './support.mjs';
import { pageIn } from './mentorship-support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const ZONE = 'Asia/Kolkata';

/** The date three days from now in Kolkata, as a date input writes it. */
function daysAheadInKolkata(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A new learner enrolled in the free course `id` through the API. */
async function enrolledLearner(server, name, id) {
  const session = await register(server, name);
  await gql(
    server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    { token: session.token },
  );
  return session;
}

/** A learner's page on the session, its "Your place" panel and the seats-left line. */
async function sessionPage(viewport, token, server, sessionId) {
  const learner = await pageIn(run, viewport, token);
  await learner.page.goto(`${server.url}/live/${sessionId}`);
  const place = learner.page.getByRole('region', { name: 'Your place' });
  await place.waitFor();
  return { ...learner, place, seatsLeft: learner.page.getByTestId('live-seats-left') };
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const title = `Brand clinic (${label})`;

  test(`${label}: schedule a weekly series, take seats, wait in line and claim a freed seat`, async () => {
    const { server } = run;
    const id = await courseId(server, COURSE);
    const learners = await Promise.all(
      [1, 2, 3].map((n) => enrolledLearner(server, `Live learner ${n} ${label}`, id)),
    );

    // The educator schedules the series from the course's "Live sessions" page.
    const educator = await pageIn(run, viewport, await login(server, SEEDED.sana));
    const { page } = educator;
    await page.goto(`${server.url}/educator/my-courses`);
    await page.getByRole('link', { name: `Live sessions of ${COURSE}` }).click();
    await page.waitForURL(`**/educator/courses/${id}/live`);
    await page.getByRole('heading', { level: 1, name: 'Live sessions' }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Agenda' }).fill('Bring your LinkedIn headline.');
    await page.getByLabel(/^First meeting/).fill(`${daysAheadInKolkata(3)}T19:00`);
    // The browser's zone by default (Chromium names Kolkata by its older name, Calcutta).
    assert.match(
      await page.getByRole('combobox', { name: /^Time zone/ }).inputValue(),
      /^Asia\/(Kolkata|Calcutta)$/,
    );
    await page.getByText('Repeats weekly', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Number of weeks/ }).fill('3');
    await page.getByRole('textbox', { name: /^Seats/ }).fill('2');
    if (phone) await assertNoHorizontalScroll(page, 'the schedule form');
    await screenshot(page, `live-sessions-${label}-form`);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(`Scheduled “${title}”.`).waitFor();

    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    assert.equal(await card.getByTestId('live-meeting').count(), 3);
    await card
      .getByText(/^Mon|^Tue|^Wed|^Thu|^Fri|^Sat|^Sun/)
      .first()
      .waitFor();
    assert.match(
      await card.getByTestId('live-host-seats').innerText(),
      /^0 of 2 seats taken, 2 left/,
    );
    const sessionId = (await card.getByRole('link', { name: 'Open its page' }).getAttribute('href'))
      .split('/')
      .pop();
    if (phone) await assertNoHorizontalScroll(page, 'the live sessions page');
    await screenshot(page, `live-sessions-${label}-host`);

    // Learners 1 and 2 take the two seats; the seats left count down.
    const first = await sessionPage(viewport, learners[0].token, server, sessionId);
    await first.seatsLeft.getByText('2 of 2 seats left').waitFor();
    await first.place.getByRole('button', { name: 'Take a seat' }).click();
    await first.place.getByText('You have a seat for the whole series.').waitFor();
    await first.seatsLeft.getByText('1 of 2 seats left').waitFor();
    if (phone) await assertNoHorizontalScroll(first.page, 'the session page with a seat');
    await screenshot(first.page, `live-sessions-${label}-seat`);

    const second = await sessionPage(viewport, learners[1].token, server, sessionId);
    await second.place.getByRole('button', { name: 'Take a seat' }).click();
    await second.place.getByText('You have a seat for the whole series.').waitFor();
    await second.seatsLeft.getByText('0 of 2 seats left').waitFor();

    // Learner 3 finds it full and joins the waitlist.
    const third = await sessionPage(viewport, learners[2].token, server, sessionId);
    await third.place.getByText(/^Every seat is taken/).waitFor();
    assert.equal(await third.place.getByRole('button', { name: 'Take a seat' }).count(), 0);
    await third.place.getByRole('button', { name: 'Join the waitlist' }).click();
    await third.place.getByText('You are number 1 on the waitlist.').waitFor();
    await screenshot(third.page, `live-sessions-${label}-waitlist`);

    // Learner 1 gives up their seat, asked first: it goes to the line, so none is free.
    await first.page.reload();
    await first.place.getByRole('button', { name: 'Cancel my seat' }).click();
    await first.place.getByText('Cancel your seat? It goes to the next in line.').waitFor();
    await first.place.getByRole('button', { name: 'Yes, cancel my seat' }).click();
    await first.place.getByRole('button', { name: 'Join the waitlist' }).waitFor();

    // Learner 3 is offered it, with a deadline in their zone, and claims it.
    await third.page.reload();
    await third.place
      .getByText(
        /^A seat freed up for you: claim it before .+ IST, or it goes to the next in line\.$/,
      )
      .waitFor();
    await third.place.getByRole('button', { name: 'Claim your seat' }).click();
    await third.place.getByText('You have a seat for the whole series.').waitFor();
    await third.seatsLeft.getByText('0 of 2 seats left').waitFor();
    if (phone) await assertNoHorizontalScroll(third.page, 'the session page after claiming');
    await screenshot(third.page, `live-sessions-${label}-claimed`);

    // The educator's seat list shows who holds the seats now.
    await page.reload();
    const seats = page.getByRole('list', { name: `Seats and waitlist of ${title}` });
    await seats.getByText('Live learner 3', { exact: false }).waitFor();
    await seats.getByText('Live learner 2', { exact: false }).waitFor();
    assert.equal(await seats.getByText('Live learner 1', { exact: false }).count(), 0);

    // The course page lists the session with its next meeting in IST.
    await third.page.goto(`${server.url}/course/${id}`);
    await third.page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const section = third.page.getByRole('region', { name: 'Live sessions' });
    const item = section.getByTestId('course-live-session').filter({ hasText: title });
    await item.waitFor();
    await item.getByText(/^Next: \w{3}, \d{1,2} \w{3}, 7:00 pm IST$/).waitFor();
    assert.match(
      await item.innerText(),
      /Weekly, 3 meetings to go · 0 of 2 seats left · Waitlist open/,
    );
    await item.scrollIntoViewIfNeeded();
    if (phone) await assertNoHorizontalScroll(third.page, 'the course page with its live sessions');
    await screenshot(third.page, `live-sessions-${label}-course`);
    await item.getByRole('link', { name: title }).click();
    await third.page.waitForURL(`**/live/${sessionId}`);

    // My Enrollments shows it as the learner's next live session, in their zone.
    await third.page.goto(`${server.url}/my-enrollments`);
    const next = third.page.getByRole('region', { name: 'Next live session' });
    await next.getByRole('link', { name: title }).waitFor();
    assert.match(
      await next.getByTestId('next-live-when').innerText(),
      /^\w{3}, \d{1,2} \w{3}, 7:00 pm IST$/,
    );
    if (phone) await assertNoHorizontalScroll(third.page, 'My Enrollments');
    await screenshot(third.page, `live-sessions-${label}-enrollments`);

    for (const { errors } of [educator, first, second, third]) assert.deepEqual(errors, []);
  });
}
