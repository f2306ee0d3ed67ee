// Who teaches a course: from a course page to its instructor's page, at desktop and phone widths;
// and an educator editing a course's category, level and what learners will learn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  gql,
  login,
  newPage,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Seeded (server/src/seed/demo-data.ts): Aarav Mehta teaches the Personal Branding Masterclass. */
const COURSE = 'Personal Branding Masterclass';
const AARAV = {
  email: 'aarav@brandcraft.dev',
  password: 'Educator@123',
  name: 'Aarav Mehta',
  headline: 'Personal branding and SEO coach · 10 years building brands online',
};

for (const viewport of VIEWPORTS) {
  test(`the educator's name on a course page leads to their instructor page (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    await page.goto(`${server.url}/course/${await courseId(server, COURSE)}`);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    // The course's facts from the seed: its subcategory and what learners will learn.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.equal(
      await trail.getByRole('link', { name: 'Brand Positioning' }).getAttribute('href'),
      '/category/brand-positioning',
    );
    await page
      .getByRole('region', { name: "What you'll learn" })
      .getByText('Write a positioning statement that is specific and memorable')
      .waitFor();
    await page.getByRole('region', { name: `More courses by ${AARAV.name}` }).waitFor();
    assert.equal(await page.title(), `${COURSE} | BrandCraft`);
    await assertNoHorizontalScroll(page, 'course page');
    await screenshot(page, `course-${viewport.name}`);

    await page.getByRole('link', { name: AARAV.name, exact: true }).click();
    await page.waitForURL(/\/instructor\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: AARAV.name }).waitFor();
    await page.getByText(AARAV.headline).waitFor();
    const courses = page.getByRole('region', { name: /^My courses \(\d+\)$/ });
    await courses.getByRole('heading', { level: 3, name: COURSE }).waitFor();
    assert.ok((await courses.getByRole('listitem').count()) >= 2, 'their courses are listed');
    const about = page.getByRole('region', { name: 'About me' });
    assert.equal(await about.locator('p').count(), 2, 'two bio paragraphs');
    const links = page.getByRole('list', { name: 'Links' }).getByRole('link');
    assert.ok((await links.count()) >= 1);
    assert.equal(await links.first().getAttribute('rel'), 'noopener noreferrer nofollow');
    assert.equal(await links.first().getAttribute('target'), '_blank');
    assert.equal(await page.title(), `${AARAV.name} | BrandCraft`);
    await assertNoHorizontalScroll(page, 'instructor page');
    await screenshot(page, `instructor-${viewport.name}`);

    await page.goto(`${server.url}/instructor/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 1, name: 'Instructor not found' }).waitFor();
    assert.deepEqual(errors, []);
  });
}

/** Aarav's courses as the API lists them to him, but the one the tests above start from. */
async function aaravCourses(server, token) {
  const { educatorCourses } = await gql(
    server.url,
    '{ educatorCourses { id courseTitle } }',
    {},
    {
      token,
    },
  );
  return educatorCourses.filter((course) => course.courseTitle !== COURSE);
}

const EDITS = {
  desktop: { category: 'Lead Magnets', parent: 'Email Marketing', level: 'Advanced' },
  phone: { category: 'Technical SEO', parent: 'SEO', level: 'Intermediate' },
};

for (const [index, viewport] of VIEWPORTS.entries()) {
  test(`an educator changes a course's category, level and a learning point (${viewport.name})`, async () => {
    const { server, browser } = run;
    const token = await login(server, { email: AARAV.email, password: AARAV.password });
    const course = (await aaravCourses(server, token))[index];
    const edit = EDITS[viewport.name];
    const point = `Ship a lead magnet in a weekend (${viewport.name})`;

    const { page, errors } = await newPage(browser, viewport);
    await signIn(page, server, token);
    await page.goto(`${server.url}/educator/edit-course/${course.id}`);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.getByRole('option', { name: edit.category }).waitFor({ state: 'attached' });
    await category.selectOption({ label: edit.category });
    await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: edit.level });
    await page.getByRole('textbox', { name: 'Learning point 1' }).fill(point);
    await screenshot(page, `edit-course-${viewport.name}`);
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await page.getByText('Course updated successfully!').waitFor();
    await page.waitForURL('**/educator/my-courses');

    await page.goto(`${server.url}/course/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.courseTitle }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.deepEqual(await trail.getByRole('link').allTextContents(), [
      'Courses',
      edit.parent,
      edit.category,
    ]);
    await page.getByText(`Level: ${edit.level}`).waitFor();
    await page.getByRole('region', { name: "What you'll learn" }).getByText(point).waitFor();
    await assertNoHorizontalScroll(page, 'edited course page');
    await screenshot(page, `edited-course-${viewport.name}`);
    assert.deepEqual(errors, []);
  });
}

const PROFILE_FIELDS = '{ me { headline bio links } }';
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id }
}`;

for (const viewport of VIEWPORTS) {
  test(`an educator edits their headline, bio and a link on /account and sees them on their instructor page (${viewport.name})`, async () => {
    const { server, browser } = run;
    const token = await login(server, { email: AARAV.email, password: AARAV.password });
    const { me: before } = await gql(server.url, PROFILE_FIELDS, {}, { token });
    const headline = `Brand coach for founders who write a very long headline (${viewport.name})`;
    const bio = `First paragraph from the ${viewport.name} test.\n\nSecond paragraph.`;
    const link = `aarav-${viewport.name}.example/about`;

    const { page, errors } = await newPage(browser, viewport);
    try {
      await signIn(page, server, token);
      await page.goto(`${server.url}/account`);
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByLabel('Headline').fill(headline);
      await profile.getByLabel('Bio').fill(bio);
      // A bare host is saved with https:// before it.
      await profile.getByRole('textbox', { name: 'Link 1' }).fill(link);
      await assertNoHorizontalScroll(page, 'account profile form');
      await screenshot(page, `account-profile-${viewport.name}`);
      await profile.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Profile updated successfully').waitFor();
      assert.equal(
        await profile.getByRole('textbox', { name: 'Link 1' }).inputValue(),
        `https://${link}`,
      );

      await profile.getByRole('link', { name: 'View your instructor page' }).click();
      await page.waitForURL(/\/instructor\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: AARAV.name }).waitFor();
      // The page was read from the cache before: the new fields show once the save refreshed it.
      await page.getByTestId('headline').getByText(headline).waitFor();
      const about = page.getByRole('region', { name: 'About me' });
      await about.getByText(`First paragraph from the ${viewport.name} test.`).waitFor();
      const links = page.getByRole('list', { name: 'Links' }).getByRole('link');
      assert.equal(await links.first().getAttribute('href'), `https://${link}`);
      await assertNoHorizontalScroll(page, 'edited instructor page');
      await screenshot(page, `instructor-edited-${viewport.name}`);
      assert.deepEqual(errors, []);
    } finally {
      await gql(server.url, UPDATE_PROFILE, { input: before }, { token });
    }
  });
}
