// Written reviews: a learner reviews a free course in the player, the course page shows it with the
// breakdown, an edit replaces it, and the course's educator reads it in their area.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  gql,
  login,
  newPage,
  register,
  SEEDED,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const COURSE = 'Digital Marketing Starter Kit';
const LONG_TAIL = Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of the tail.`).join('\n');
const run = serverAndBrowser();

async function fourStarRatings(id) {
  const data = await gql(
    run.server.url,
    `{ course(id: "${id}") { ratingBreakdown { stars count } } }`,
  );
  return data.course.ratingBreakdown.find((b) => b.stars === 4).count;
}

test('review in the player, see it on the course page, edit it, and the educator reads it', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser);
  const { token } = await register(server, 'Review Writer');
  await signIn(page, server, token);
  const id = await courseId(server, COURSE);
  const fourBefore = await fourStarRatings(id);

  await page.goto(`${server.url}/course/${id}`);
  await page.getByRole('button', { name: 'Enroll Free' }).click();
  await page.waitForURL('**/my-enrollments');

  await page.goto(`${server.url}/player/${id}`);
  await page.getByRole('button', { name: 'Rate 4 stars' }).click();
  await page.getByText('Your rating: 4 of 5').waitFor();
  const box = page.getByRole('textbox', { name: 'Your review (optional)' });
  await box.fill('Short lessons and <b>useful</b> checklists.');
  await page.getByText('43 / 2,000 characters').waitFor();
  await page.getByRole('button', { name: 'Save review' }).click();
  await page.getByText('Review saved').first().waitFor();

  await page.goto(`${server.url}/course/${id}`);
  const section = page.getByRole('region', { name: 'Ratings and reviews' });
  await section.getByText(`4 stars: ${fourBefore + 1}`).waitFor();
  const mine = section.getByTestId('review').filter({ hasText: 'Review Writer' });
  await mine.getByText('Short lessons and <b>useful</b> checklists.').waitFor();
  assert.equal(await mine.locator('b').count(), 0, 'the review is text, not HTML');
  assert.equal(
    await mine.getByRole('button', { name: /^Read more/ }).count(),
    0,
    'short: unfolded',
  );
  assert.equal(
    await section.getByTestId('review').first().getByText('Review Writer').count(),
    1,
    'the newest review comes first',
  );

  await page.goto(`${server.url}/player/${id}`);
  assert.equal(await box.inputValue(), 'Short lessons and <b>useful</b> checklists.');
  await box.fill(`Edited: the checklists alone are worth it.\n${LONG_TAIL}`);
  await page.getByRole('button', { name: 'Save review' }).click();
  await page.getByText('Review saved').first().waitFor();
  await page.goto(`${server.url}/course/${id}`);
  await mine.getByText('Edited: the checklists alone are worth it.').waitFor();
  assert.equal(await section.getByText('Short lessons and').count(), 0);
  // A long review folds behind Read more, which unfolds it and folds it back as Read less.
  const fold = mine.getByRole('button', { name: /^Read (more|less): Review Writer's review$/ });
  assert.equal(await fold.textContent(), 'Read more');
  assert.equal(await fold.getAttribute('aria-expanded'), 'false');
  const text = page.locator(`[id="${await fold.getAttribute('aria-controls')}"]`);
  const clipped = () => text.evaluate((p) => p.scrollHeight > p.clientHeight + 1);
  assert.equal(await clipped(), true);
  await fold.click();
  assert.equal(await fold.getAttribute('aria-expanded'), 'true');
  assert.equal(await fold.textContent(), 'Read less');
  assert.equal(await clipped(), false);
  await fold.click();
  assert.equal(await fold.getAttribute('aria-expanded'), 'false');
  assert.equal(await clipped(), true);
  assert.deepEqual(errors, []);

  const teacher = await newPage(browser);
  await signIn(teacher.page, server, await login(server, SEEDED.sana));
  await teacher.page.goto(`${server.url}/educator`);
  await teacher.page
    .getByRole('navigation', { name: 'Educator' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await teacher.page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
  const card = teacher.page.getByTestId('educator-review').filter({ hasText: 'Review Writer' });
  await card.getByText(COURSE).waitFor();
  await card.getByText('Edited: the checklists alone are worth it.').waitFor();
  assert.deepEqual(teacher.errors, []);
});

test('the ratings and reviews section fits a phone screen', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser, { width: 375, height: 800 });
  const id = await courseId(server, COURSE);
  await page.goto(`${server.url}/course/${id}`);
  const section = page.getByRole('region', { name: 'Ratings and reviews' });
  await section.getByRole('list', { name: 'Ratings by stars' }).waitFor();
  await section.getByTestId('review').first().waitFor();
  await section.scrollIntoViewIfNeeded();
  await assertNoHorizontalScroll(page, 'course reviews');
});

/** A new learner enrolled free in the course, who rates it with a review, over GraphQL. */
async function reviewer(id, name, review) {
  const { server } = run;
  const { token } = await register(server, name);
  await gql(
    server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    { token },
  );
  const rated = await gql(
    server.url,
    'mutation($id: ID!, $review: String) { rateCourse(courseId: $id, rating: 5, review: $review) { review } }',
    { id, review },
    { token },
  );
  assert.equal(rated.rateCourse.review, review);
}

test('the course page pages through many reviews with Show more reviews', async () => {
  const { server, browser } = run;
  const id = await courseId(server, COURSE);
  for (let n = 1; n <= 7; n++) await reviewer(id, `Pager ${n}`, `Review number ${n}`);
  const { course } = await gql(server.url, `{ course(id: "${id}") { reviews { totalCount } } }`);
  const total = course.reviews.totalCount;
  assert.ok(total >= 7 && total <= 10, `two pages of five (${total} reviews)`);

  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/course/${id}`);
  const section = page.getByRole('region', { name: 'Ratings and reviews' });
  const reviews = section.getByTestId('review');
  await reviews.first().getByText('Review number 7').waitFor();
  assert.equal(await reviews.count(), 5);
  await section.getByRole('button', { name: 'Show more reviews' }).click();
  await section.getByText('Review number 1').waitFor();
  assert.equal(await reviews.count(), total);
  assert.equal(await section.getByRole('button', { name: 'Show more reviews' }).count(), 0);
  assert.deepEqual(errors, []);
});
