// Finding a course on the seeded catalog, at desktop and phone widths: filters and sort kept in the
// address (reload and Back give the same list), the no-results state, category pages, search,
// and the list's scroll position kept when a learner opens a course and comes back.
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  gql,
  newPage,
  screenshot,
  serverAndBrowser,
} from './support.mjs';

const run = serverAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Seeded (server/src/seed/demo-data.ts): the course a search for "instagram reels" must find. */
const REELS = 'Instagram Reels that Grow Your Brand';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- The truth, from the API --------------------------------------------------------------------

const FACETS = `query ($filter: CourseFilter) {
  courses(filter: $filter, first: 1) { totalCount facets { categories { value label count parent } } }
}`;
const TITLES = `query ($search: String, $filter: CourseFilter, $sort: CourseSort) {
  courses(search: $search, filter: $filter, sort: $sort, first: 100) { totalCount nodes { courseTitle } }
}`;
const PRICES = `{ courses(first: 100) { nodes { netPrice } } }`;
const TREE = `{ categories { slug name courseCount children { slug name courseCount } } }`;

async function titles(server, variables) {
  const { courses } = await gql(server.url, TITLES, variables);
  return courses.nodes.map((node) => node.courseTitle);
}

/** A top-level category with free courses in it: what the test picks. */
async function categoryWithFreeCourses(server) {
  const { courses } = await gql(server.url, FACETS, { filter: { price: 'FREE' } });
  const top = courses.facets.categories.find((c) => c.parent === null && c.count > 0);
  assert.ok(top, 'the seed has a free course in some category');
  return { slug: top.value, name: top.label };
}

/** A top-level category with courses, none of them free: a filter that finds nothing. */
async function categoryWithoutFreeCourses(server) {
  const [{ courses }, { categories }] = await Promise.all([
    gql(server.url, FACETS, { filter: { price: 'FREE' } }),
    gql(server.url, TREE),
  ]);
  const free = new Set(courses.facets.categories.filter((c) => c.count > 0).map((c) => c.value));
  const top = categories.find(
    (c) => c.courseCount > 0 && !free.has(c.slug) && c.children.some((s) => s.courseCount > 0),
  );
  assert.ok(top, 'the seed has a category without free courses');
  return top;
}

// ---- The page -----------------------------------------------------------------------------------

/**
 * Waits until the results are `expected` (titles in order; a first page of at most 12) with the
 * total line saying `total` of them, no placeholder cards left; fails with what was shown last.
 */
async function expectList(page, expected, total = expected.length) {
  const main = page.getByRole('main');
  const line = main.getByText(new RegExp(`^Showing \\d+ of ${total} courses?$`));
  const cards = main.getByRole('listitem').getByRole('heading', { level: 3 });
  let shown = [];
  for (let i = 0; i < 150; i++) {
    const loading = await main.getByRole('status', { name: 'Loading courses' }).count();
    shown = await cards.allTextContents();
    if (!loading && (await line.count()) === 1 && isDeepStrictEqual(shown, expected)) return;
    await sleep(100);
  }
  assert.deepEqual(shown, expected, `the list shows ${total} courses`);
}

/** Where filters are chosen: the left column, or on a phone the drawer behind "Filters". */
async function openFilters(page, viewport) {
  if (viewport.name === 'desktop') {
    assert.equal(await page.getByRole('button', { name: /^Filters/ }).isVisible(), false);
    return page.getByRole('complementary', { name: 'Filters' });
  }
  assert.equal(await page.getByRole('complementary', { name: 'Filters' }).isVisible(), false);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.waitFor();
  return drawer;
}

/** Checks a filter option by the start of its label ("Free (2)"): a click on its label. */
async function pick(scope, role, label) {
  const option = scope.getByRole(role, { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });
  await option.locator('xpath=ancestor::label[1]').click();
  await assertChecked(option);
}

async function assertChecked(option) {
  for (let i = 0; i < 50 && !(await option.isChecked()); i++) await sleep(100);
  assert.equal(await option.isChecked(), true);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const params = (page) => new URL(page.url()).searchParams;

for (const viewport of VIEWPORTS) {
  test(`filters and sort live in the address: reload and Back restore them (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    const category = await categoryWithFreeCourses(server);

    await page.goto(`${server.url}/course-list`);
    const all = await titles(server, {});
    await expectList(page, all.slice(0, 12), all.length);
    assert.equal(await page.title(), 'Courses | BrandCraft');
    await assertNoHorizontalScroll(page, 'course list');
    await screenshot(page, `list-${viewport.name}`);

    const filters = await openFilters(page, viewport);
    await pick(filters, 'checkbox', category.name);
    await pick(filters, 'radio', 'Free');
    if (viewport.name === 'phone') {
      await screenshot(page, `drawer-${viewport.name}`);
      await filters.getByRole('button', { name: 'Apply' }).click();
      await filters.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Filters, 2 active' }).waitFor();
    }
    await page.waitForURL((url) => url.searchParams.get('price') === 'free');
    assert.deepEqual(params(page).getAll('category'), [category.slug]);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('HIGHEST_RATED');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'HIGHEST_RATED');
    const filter = { categories: [category.slug], price: 'FREE' };
    const best = await titles(server, { filter, sort: 'HIGHEST_RATED' });
    assert.ok(best.length > 0);
    await expectList(page, best);
    const chips = page.getByRole('group', { name: 'Active filters' });
    await chips.getByRole('button', { name: `Remove filter: ${category.name}` }).waitFor();
    await chips.getByRole('button', { name: 'Remove filter: Free' }).waitFor();
    await screenshot(page, `filtered-${viewport.name}`);

    // A shared address gives the same list.
    const shared = page.url();
    await page.reload();
    assert.equal(page.url(), shared);
    await expectList(page, best);
    assert.equal(
      await page.getByRole('combobox', { name: 'Sort by' }).inputValue(),
      'HIGHEST_RATED',
    );
    await chips.getByRole('button', { name: 'Remove filter: Free' }).waitFor();
    if (viewport.name === 'desktop') {
      const column = page.getByRole('complementary', { name: 'Filters' });
      await assertChecked(column.getByRole('radio', { name: /^Free \(/ }));
      await assertChecked(
        column.getByRole('checkbox', { name: new RegExp(`^${escape(category.name)} \\(`) }),
      );
    }

    // Back: the same filters in the default order (newest first).
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    assert.equal(params(page).get('price'), 'free');
    assert.equal(await page.getByRole('combobox', { name: 'Sort by' }).inputValue(), 'NEWEST');
    const newest = await titles(server, { filter, sort: 'NEWEST' });
    await expectList(page, newest);
    assert.deepEqual(errors, []);
  });

  test(`no results offer popular courses and categories; category pages (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    const top = await categoryWithoutFreeCourses(server);
    assert.deepEqual(
      await titles(server, { filter: { categories: [top.slug], price: 'FREE' } }),
      [],
    );

    await page.goto(`${server.url}/course-list?category=${top.slug}&price=free`);
    const main = page.getByRole('main');
    await main.getByText('No courses match these filters').waitFor();
    await main.getByRole('button', { name: 'Clear filters' }).waitFor();
    const popular = main.getByRole('region', { name: 'Popular courses' });
    const mostPopular = (await titles(server, { sort: 'MOST_POPULAR' })).slice(0, 4);
    await popular.getByRole('heading', { level: 3, name: mostPopular[0], exact: true }).waitFor();
    assert.deepEqual(
      await popular.getByRole('heading', { level: 3 }).allTextContents(),
      mostPopular,
    );
    await assertNoHorizontalScroll(page, 'no results');
    await screenshot(page, `no-results-${viewport.name}`);

    // A category link from the no-results state.
    await main
      .getByRole('region', { name: 'Browse categories' })
      .getByRole('link', { name: top.name, exact: true })
      .click();
    await page.waitForURL(`**/category/${top.slug}`);
    await page.getByRole('heading', { level: 1, name: top.name }).waitFor();
    assert.equal(await page.title(), `${top.name} courses | BrandCraft`);
    const inTop = await titles(server, { filter: { categories: [top.slug] } });
    await expectList(page, inTop.slice(0, 12), inTop.length);
    await assertNoHorizontalScroll(page, 'category page');
    await screenshot(page, `category-${viewport.name}`);

    // A subcategory chip: its page, under Courses › Parent › Child.
    const sub = top.children.find((child) => child.courseCount > 0);
    await page
      .getByRole('navigation', { name: `Subcategories of ${top.name}` })
      .getByRole('link', { name: `${sub.name} (${sub.courseCount})` })
      .click();
    await page.waitForURL(`**/category/${sub.slug}`);
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.equal(
      await trail.getByRole('link', { name: 'Courses' }).getAttribute('href'),
      '/course-list',
    );
    assert.equal(
      await trail.getByRole('link', { name: top.name, exact: true }).getAttribute('href'),
      `/category/${top.slug}`,
    );
    const inSub = await titles(server, { filter: { categories: [sub.slug] } });
    await expectList(page, inSub);

    await page.goto(`${server.url}/category/no-such-category`);
    await page.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
    assert.deepEqual(errors, []);
  });

  test(`a search for "instagram reels" finds the Reels course (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    await page.goto(`${server.url}/course-list`);
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox', { name: 'Search courses' });
    await box.fill('instagram reels');
    await box.press('Enter');
    await page.waitForURL('**/course-list/instagram%20reels');
    await main.getByText('Search: "instagram reels"').waitFor();
    const found = await titles(server, { search: 'instagram reels' });
    assert.equal(found[0], REELS, 'the API ranks the Reels course first');
    await expectList(page, found.slice(0, 12), found.length);
    assert.equal(await page.title(), 'Results for “instagram reels” | BrandCraft');
    assert.equal(await page.getByRole('combobox', { name: 'Sort by' }).inputValue(), 'RELEVANCE');
    await screenshot(page, `search-${viewport.name}`);
    assert.deepEqual(errors, []);
  });

  test(`a price range typed in narrows the list, its chips remove it (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    const { courses } = await gql(server.url, PRICES);
    const paid = courses.nodes.map((node) => node.netPrice).filter((price) => price > 0);
    paid.sort((a, b) => a - b);
    assert.ok(paid.length > 1, 'the seed has paid courses');
    const min = Math.floor(paid[0]) + 1;
    const max = Math.ceil(paid[Math.floor(paid.length / 2)]);
    const inRange = await titles(server, { filter: { minPrice: min, maxPrice: max } });
    assert.ok(inRange.length > 0, `some course costs ${min} to ${max}`);

    await page.goto(`${server.url}/course-list`);
    const all = await titles(server, {});
    await expectList(page, all.slice(0, 12), all.length);
    const filters = await openFilters(page, viewport);
    // Applied on Enter, and on leaving the box.
    await filters.getByRole('spinbutton', { name: 'Minimum price' }).fill(String(min));
    await filters.getByRole('spinbutton', { name: 'Minimum price' }).press('Enter');
    await filters.getByRole('spinbutton', { name: 'Maximum price' }).fill(String(max));
    await filters.getByRole('spinbutton', { name: 'Maximum price' }).blur();
    if (viewport.name === 'phone') {
      await screenshot(page, `price-drawer-${viewport.name}`);
      await filters.getByRole('button', { name: 'Apply' }).click();
      await filters.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Filters, 2 active' }).waitFor();
    }
    await page.waitForURL(
      (url) =>
        url.searchParams.get('minPrice') === String(min) &&
        url.searchParams.get('maxPrice') === String(max),
    );
    await expectList(page, inRange.slice(0, 12), inRange.length);
    await assertNoHorizontalScroll(page, 'price range');
    await screenshot(page, `price-range-${viewport.name}`);

    // A shared address gives the same list; a chip takes one bound away.
    await page.reload();
    await expectList(page, inRange.slice(0, 12), inRange.length);
    const chips = page.getByRole('group', { name: 'Active filters' });
    await chips.getByRole('button', { name: /^Remove filter: Min / }).click();
    await page.waitForURL((url) => !url.searchParams.has('minPrice'));
    const upToMax = await titles(server, { filter: { maxPrice: max } });
    await expectList(page, upToMax.slice(0, 12), upToMax.length);
    await chips.getByRole('button', { name: /^Remove filter: Max / }).waitFor();
    assert.deepEqual(errors, []);
  });

  test(`an overlong search with a tab, and an unknown category in a link, still list courses (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    await page.goto(`${server.url}/course-list`);
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox', { name: 'Search courses' });
    await box.fill(`instagram\treels ${'x'.repeat(300)}`);
    await box.press('Enter');
    const term = `instagram reels ${'x'.repeat(184)}`;
    await page.waitForURL(`**/course-list/${encodeURIComponent(term)}`);
    // The term as cut is searched (the typo tier may still find the Reels course by its words).
    const found = await titles(server, { search: term });
    if (found.length) await expectList(page, found.slice(0, 12), found.length);
    else await main.getByText(/^No courses found for "instagram reels x+"$/).waitFor();
    assert.equal(await main.getByRole('alert').count(), 0);

    const category = await categoryWithFreeCourses(server);
    await page.goto(`${server.url}/course-list?category=${category.slug}&category=gone-for-good`);
    await main.getByText(/The category “gone-for-good” no longer exists/).waitFor();
    const inCategory = await titles(server, { filter: { categories: [category.slug] } });
    await expectList(page, inCategory.slice(0, 12), inCategory.length);
    assert.deepEqual(errors, []);
  });

  test(`Back from a course returns to where the list was scrolled (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    await page.goto(`${server.url}/course-list`);
    const cards = page.getByRole('main').getByRole('listitem');
    const all = await titles(server, {});
    await expectList(page, all.slice(0, 12), all.length);
    const card = cards.nth(Math.min(7, (await cards.count()) - 1));
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await sleep(300);
    const before = await page.evaluate(() => window.scrollY);
    assert.ok(before > 300, `the list is scrolled down (${before})`);
    const title = await card.getByRole('heading', { level: 3 }).textContent();

    await card.getByRole('link', { name: 'Check out course' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.ok((await page.evaluate(() => window.scrollY)) < 50, 'the course page opens at the top');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Course List' }).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before, {
      timeout: 5_000,
    });
    assert.deepEqual(errors, []);
  });
}
