// Drafts and replies, at both widths: an educator saves a course as a draft, the public cannot find
// it, its owner previews it as a student on the course page and in the player, publishing brings it
// to the catalog; a learner reviews it and the educator's reply shows under the review on the course
// page, edited and removed there too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  gql,
  newPage,
  register,
  serverAndBrowser,
  signIn,
} from './support.mjs';
import { addChapter, addLecture, PNG } from './courseForm.mjs';

const run = serverAndBrowser();
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
/** Whether anonymous visitors find the course by its title, over GraphQL and REST. */
async function publiclyListed(title) {
  const { courses } = await gql(
    run.server.url,
    'query($s: String) { courses(search: $s) { nodes { courseTitle } } }',
    { s: title },
  );
  const all = await fetch(`${run.server.url}/api/course/all`).then((r) => r.json());
  const found = [
    courses.nodes.some((c) => c.courseTitle === title),
    all.courses.some((c) => c.courseTitle === title),
  ];
  assert.equal(found[0], found[1], 'both APIs agree');
  return found[0];
}

for (const viewport of VIEWPORTS) {
  test(`save a draft, publish it, reply to its review (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    const { token } = await register(server, `Drafting Educator ${viewport.name}`);
    await gql(server.url, 'mutation { becomeEducator { role } }', undefined, { token });
    await signIn(page, server, token);
    const title = `Quiet Launch ${viewport.name} ${Date.now()}`;

    await page.goto(`${server.url}/educator/add-course`);
    await page.getByRole('textbox', { name: 'Course Title' }).fill(title);
    await page.getByRole('spinbutton', { name: 'Course Price' }).fill('0');
    await page
      .getByLabel('Course Thumbnail')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await addChapter(page, 'Basics');
    for (const [n, letter] of [
      [1, 'a'],
      [2, 'b'],
    ])
      await addLecture(page, 'Basics', {
        title: `Lesson ${n}`,
        minutes: 5,
        url: `https://youtu.be/${letter.repeat(11)}`,
      });
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Draft saved: only you can see it until you publish it.').waitFor();
    const notice = page
      .getByRole('region', { name: 'Course just added' })
      .filter({ hasText: 'Draft' });
    const preview = await notice
      .getByRole('link', { name: 'Preview as a student' })
      .getAttribute('href');
    const id = /^\/course\/([0-9a-f-]{36})\?preview=student$/.exec(preview ?? '')?.[1];
    assert.ok(id, `preview link ${preview}`);
    assert.equal(await publiclyListed(title), false, 'a draft is not in the catalog');

    // Previewing records nothing: no view, no play, no progress.
    const mutations = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /mutation/.test(request.postData() ?? ''))
        mutations.push(request.postData());
    });
    await page.goto(`${server.url}${preview}`);
    await page.getByText('Previewing as a student').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'preview');

    // The player as a student: every lecture opens.
    await page.getByRole('link', { name: 'Open the player as a student' }).click();
    await page.waitForURL(`**/player/${id}?preview=student`);
    await page.getByText('Previewing as a student').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Lesson 1' }).waitFor();
    assert.ok(
      await page.getByRole('button', { name: 'Mark As Complete' }).isDisabled(),
      'nothing to mark while previewing',
    );
    await page.getByText('Learners mark lectures complete and rate the course here.').waitFor();
    await page.getByRole('button', { name: 'Watch: Lesson 2' }).click();
    await page.getByRole('heading', { level: 2, name: 'Lesson 2' }).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'player preview');
    await page.getByRole('link', { name: 'Back to the course page' }).click();
    await page.waitForURL(`**${preview}`);
    assert.deepEqual(mutations, [], 'a preview records nothing');

    await page.goto(`${server.url}/educator/my-courses`);
    const row = page
      .getByRole(viewport.name === 'phone' ? 'listitem' : 'row')
      .filter({ hasText: title });
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await page.getByText('Course published: learners can now find and enrol in it.').waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'My Courses');
    assert.equal(await publiclyListed(title), true, 'published, it is in the catalog');

    const learner = await register(server, `Reviewing Learner ${viewport.name}`);
    await gql(
      server.url,
      'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
      { id },
      { token: learner.token },
    );
    await gql(
      server.url,
      'mutation($id: ID!) { rateCourse(courseId: $id, rating: 5, review: "Calm and clear.") { rating } }',
      { id },
      { token: learner.token },
    );

    await page.goto(`${server.url}/educator/reviews`);
    const card = page.getByTestId('educator-review').filter({ hasText: title });
    await card.getByRole('button', { name: `Reply to Reviewing Learner ${viewport.name}` }).click();
    await card.getByRole('textbox', { name: /Your reply/ }).fill('Thank you for the kind words!');
    await card.getByRole('button', { name: 'Post reply' }).click();
    await page.getByText('Reply posted under the review').waitFor();
    await card.getByTestId('review-reply').getByText('Thank you for the kind words!').waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'Reviews');

    const visitor = await newPage(browser, viewport);
    await visitor.page.goto(`${server.url}/course/${id}`);
    const reply = visitor.page.getByTestId('review').getByTestId('review-reply');
    await reply.getByText('Thank you for the kind words!').waitFor();
    await reply.getByText(`Reply from Drafting Educator ${viewport.name}`).waitFor();

    // Edited, then removed: the course page follows both.
    await card
      .getByRole('button', { name: `Edit your reply to Reviewing Learner ${viewport.name}` })
      .click();
    await card.getByRole('textbox', { name: /Your reply/ }).fill('Thank you, see you in part two!');
    await card.getByRole('button', { name: 'Save reply' }).click();
    await page.getByText('Reply updated').waitFor();
    await card.getByTestId('review-reply').getByText('Thank you, see you in part two!').waitFor();
    await visitor.page.reload();
    await reply.getByText('Thank you, see you in part two!').waitFor();
    await card
      .getByRole('button', { name: `Remove your reply to Reviewing Learner ${viewport.name}` })
      .click();
    await page.getByText('Reply removed').waitFor();
    await card.getByTestId('review-reply').waitFor({ state: 'detached' });
    await card
      .getByRole('button', { name: `Reply to Reviewing Learner ${viewport.name}` })
      .waitFor();
    await visitor.page.reload();
    await visitor.page.getByTestId('review').getByText('Calm and clear.').waitFor();
    assert.equal(await reply.count(), 0, 'the removed reply is gone from the course page');
    assert.deepEqual(errors, []);
    assert.deepEqual(visitor.errors, []);
  });
}
