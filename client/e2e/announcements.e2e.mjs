// An educator's announcement reaching the course's learners, and a moderator hiding a reported
// question, at 1280 and 390 px. Sana posts to her free course's learners from its announcements
// page (linked from My Courses); a learner enrolled through the API sees it on the bell, whose entry
// opens the course page with the announcement. Another learner reports a question; the admin hides
// it from the console's Questions tab, giving the reason its author is told.
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

async function enrolled(name, id) {
  const session = await register(run.server, name);
  await gql(
    run.server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    { token: session.token },
  );
  return session;
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';

  test(`${label}: an educator's announcement reaches the learner's bell and the course page`, async () => {
    const { server } = run;
    const id = await courseId(server, COURSE);
    const learner = await enrolled(`Announced ${label}`, id);
    const title = `Live clinic moved to Friday (${label})`;
    const closing = `Bring one post to review (${label}).`;
    const sana = await pageIn(run, viewport, await login(server, SEEDED.sana));
    await sana.page.goto(`${server.url}/educator/my-courses`);
    await sana.page
      .getByRole('link', { name: `Announcements of ${COURSE}` })
      .first()
      .click();
    await sana.page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await sana.page.getByRole('link', { name: COURSE, exact: true }).waitFor();
    await sana.page.getByLabel('Title').fill(title);
    await sana.page.getByLabel('Message').fill(`Same time, 7 pm.\n\n${closing}`);
    if (phone) await assertNoHorizontalScroll(sana.page, 'the announcement form');
    await sana.page.getByRole('button', { name: 'Post announcement' }).click();
    await sana.page.getByText('Announcement sent to the course’s learners.').first().waitFor();
    await sana.page.getByTestId('announcements').getByText(title).waitFor();
    await screenshot(sana.page, `announcements-${label}-posted`);

    // Delivery is a background job (a batch of learners at a time): the bell counts it once it ran.
    for (const deadline = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 250))) {
      const { unreadNotificationCount } = await gql(
        server.url,
        '{ unreadNotificationCount }',
        {},
        { token: learner.token },
      );
      if (unreadNotificationCount > 0) break;
      assert.ok(Date.now() < deadline, 'the announcement reached the learner within 30 s');
    }
    const { page, errors } = await pageIn(run, viewport, learner.token);
    await page.goto(`${server.url}/my-enrollments`);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    const entry = page.getByRole('menuitem', {
      name: new RegExp(`New announcement in "${COURSE}"`),
    });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL(`**/course/${id}`);
    const section = page.getByRole('region', { name: 'Announcements' });
    await section.getByText(title).waitFor();
    await section.getByText(closing, { exact: false }).waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the course page with its announcements');
    await screenshot(page, `announcements-${label}-course`);
    assert.deepEqual(errors, []);
    assert.deepEqual(sana.errors, []);
  });

  test(`${label}: a reported question is hidden by an admin, who gives the reason`, async () => {
    const { server } = run;
    const id = await courseId(server, COURSE);
    const asker = await enrolled(`Spammer ${label}`, id);
    const reporter = await enrolled(`Reporter ${label}`, id);
    const { course } = await gql(
      server.url,
      'query($id: ID!) { course(id: $id) { courseContent { chapterContent { lectureId } } } }',
      { id },
      { token: asker.token },
    );
    const lectureId = course.courseContent[0].chapterContent[0].lectureId;
    const spam = `Buy followers cheap (${label})`;
    const { askQuestion } = await gql(
      server.url,
      'mutation($l: ID!, $b: String!) { askQuestion(lectureId: $l, body: $b) { id } }',
      { l: lectureId, b: spam },
      { token: asker.token },
    );
    await gql(
      server.url,
      'mutation($q: ID!) { reportPost(questionId: $q, reason: "Advertising") }',
      { q: askQuestion.id },
      { token: reporter.token },
    );

    const admin = await pageIn(run, viewport, await login(server, SEEDED.admin));
    await admin.page.goto(`${server.url}/admin?section=posts`);
    const report = admin.page.getByTestId('post-report').filter({ hasText: spam });
    await report.getByText('Reported by', { exact: false }).waitFor();
    if (phone) await assertNoHorizontalScroll(admin.page, 'the reported questions');
    await report.getByRole('button', { name: 'Hide it' }).click();
    await report.getByLabel('Reason (its author is told)').fill('Advertising is not allowed.');
    await report.getByRole('button', { name: 'Hide it' }).click();
    await admin.page.getByText('Hidden; its author was told.').first().waitFor();
    await report.waitFor({ state: 'detached' });
    await screenshot(admin.page, `announcements-${label}-hidden`);

    const seen = await gql(
      server.url,
      'query($c: ID!) { courseQuestions(courseId: $c, first: 100) { nodes { id } } }',
      { c: id },
      { token: reporter.token },
    );
    assert.ok(!seen.courseQuestions.nodes.some((n) => n.id === askQuestion.id));
    const { notifications } = await gql(
      server.url,
      '{ notifications(first: 5) { nodes { title body } } }',
      {},
      { token: asker.token },
    );
    assert.match(notifications.nodes[0].body, /Advertising is not allowed\./);
    assert.deepEqual(admin.errors, []);
  });
}
