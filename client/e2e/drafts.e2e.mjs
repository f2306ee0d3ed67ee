// Drafts and replies, at both widths: an educator saves a course as a draft, the public cannot find
// it, publishing brings it to the catalog; a learner reviews it and the educator's reply shows
// under the review on the course page.
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

const run = serverAndBrowser();
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
// A real 1x1 PNG: the server checks the bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Draft saved: only you can see it until you publish it.').waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'was saved as a draft' });
    const preview = await notice
      .getByRole('link', { name: 'Preview as a student' })
      .getAttribute('href');
    const id = /^\/course\/([0-9a-f-]{36})\?preview=student$/.exec(preview ?? '')?.[1];
    assert.ok(id, `preview link ${preview}`);
    assert.equal(await publiclyListed(title), false, 'a draft is not in the catalog');

    await page.goto(`${server.url}${preview}`);
    await page.getByText('Previewing as a student').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    if (viewport.name === 'phone') await assertNoHorizontalScroll(page, 'preview');

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
    assert.deepEqual(errors, []);
    assert.deepEqual(visitor.errors, []);
  });
}
