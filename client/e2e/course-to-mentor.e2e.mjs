// From a course page to a session with a mentor who knows where the learner is stuck (issue 39),
// at 1280 and 390 px: the seeded educator Sana offers a FREE session (set up through the API); a
// learner enrolled in her free course, who paused part-way into its first lecture (saved through
// the API), opens the course page, follows "Book a session" on its "1-on-1 with Sana Iyer" card,
// is told Sana will see their progress in that course, and books a slot with a note; Sana opens
// the session and her prep card shows that course (booked from it), the paused lecture and second,
// and the note.
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
import { pageIn, offerFreeSession } from './mentorship-support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
/** Where the learner paused: 2:05 into the first lecture. */
const PAUSED_AT = 125;

/** Enrols the learner in the free course `id` and saves a pause in its first lecture. */
async function enrolAndPause(server, token, id) {
  const opts = { token };
  await gql(
    server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    opts,
  );
  const { course } = await gql(
    server.url,
    `query($id: ID!) { course(id: $id) { courseContent { chapterTitle
      chapterContent { lectureId lectureTitle } } } }`,
    { id },
    opts,
  );
  const [chapter] = course.courseContent;
  const [lecture] = chapter.chapterContent;
  await gql(
    server.url,
    `mutation($id: ID!, $lectureId: ID!, $at: Int!) {
      saveLecturePosition(courseId: $id, lectureId: $lectureId, positionSeconds: $at) { positionSeconds } }`,
    { id, lectureId: lecture.lectureId, at: PAUSED_AT },
    opts,
  );
  return { lecture: lecture.lectureTitle, chapter: chapter.chapterTitle };
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const title = `Course help (${label})`;
  const note = `Stuck on the funnel exercise (${label})`;

  test(`${label}: from a course page to a booked session whose mentor sees the learner's progress`, async () => {
    const { server } = run;
    const sanaToken = await login(server, SEEDED.sana);
    const mentorId = await offerFreeSession(server, sanaToken, title);
    const id = await courseId(server, COURSE);
    const learnerSession = await register(server, `Stuck ${label}`);
    const paused = await enrolAndPause(server, learnerSession.token, id);

    // The course page offers a session with its educator.
    const learner = await pageIn(run, viewport, learnerSession.token);
    const { page } = learner;
    await page.goto(`${server.url}/course/${id}`);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const card = page.getByRole('region', { name: '1-on-1 with Sana Iyer' });
    await card.waitFor();
    await card.getByText('Personal branding for founders').waitFor();
    await card.getByText('Free intro session').waitFor();
    await card.scrollIntoViewIfNeeded();
    if (phone) await assertNoHorizontalScroll(page, 'the course page with its mentor card');
    await screenshot(page, `course-to-mentor-${label}-card`);
    await card.getByRole('link', { name: 'Book a session' }).click();
    await page.waitForURL(`**/mentors/${mentorId}?course=${id}`);

    // The booking form names the course the mentor will see the learner's progress in.
    await page.getByRole('heading', { level: 1, name: 'Sana Iyer' }).waitFor();
    await page
      .getByText(`Sana Iyer will see your progress in “${COURSE}”`, { exact: false })
      .waitFor();
    await page.getByRole('radio', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).check();
    const slot = page
      .getByRole('button', { name: /your time \(.* London mentor's time\)$/ })
      .first();
    await slot.waitFor();
    await slot.click();
    await page.getByLabel('A note for the mentor (optional)').fill(note);
    if (phone) await assertNoHorizontalScroll(page, 'the booking form from a course');
    await screenshot(page, `course-to-mentor-${label}-form`);
    await page.getByRole('button', { name: /^Book / }).click();
    await page.getByText(/^Booked: .* \(your time\)$/).waitFor();

    // The booking carries the course; the mentor's prep card starts with it.
    const { myBookings } = await gql(
      server.url,
      'query { myBookings(as: MENTOR, upcoming: true) { id note } }',
      {},
      { token: sanaToken },
    );
    const booking = myBookings.find((b) => b.note === note);
    assert.ok(booking, 'Sana has the booking');
    const mentor = await pageIn(run, viewport, sanaToken);
    await mentor.page.goto(`${server.url}/sessions/${booking.id}`);
    const prep = mentor.page.getByRole('region', { name: 'Prep card' });
    await prep.waitFor();
    await prep.getByText(note).waitFor();
    // The learner's one course of Sana's, first and marked as the one booked from.
    await prep.getByText(COURSE, { exact: true }).waitFor();
    await prep.getByText('Booked from this course').waitFor();
    await prep
      .getByText(`Paused at 2:05 in “${paused.lecture}” (${paused.chapter})`, { exact: true })
      .waitFor();
    await prep.getByText(/^0 of \d+ lectures \(0%\)$/).waitFor();
    if (phone) await assertNoHorizontalScroll(mentor.page, 'the session page with its prep card');
    await screenshot(mentor.page, `course-to-mentor-${label}-prep`);

    assert.deepEqual(learner.errors, []);
    assert.deepEqual(mentor.errors, []);
  });
}
