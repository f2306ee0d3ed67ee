// An educator's path: become one, add a course with a thumbnail and a curriculum, find it,
// edit its price and a lecture title, delete it. Then, at desktop and phone widths, the editor
// by keyboard: rename and move, replace the thumbnail, and leaving with unsaved changes asks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  gql,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';
import { addChapter, addLecture, createCourseThroughApi, PNG } from './courseForm.mjs';

const run = serverAndBrowser();

const TITLE = `Community Building ${Date.now()}`;

test('a student becomes an educator and runs a course end to end', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser);
  const { token } = await register(server, 'Neha Educator');
  await signIn(page, server, token);
  await page.reload();

  const nav = page.getByRole('navigation').first();
  await nav.getByRole('button', { name: 'Become Educator' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Become an educator?' });
  await confirmation.getByText('You keep your enrolments').waitFor();
  await confirmation.getByRole('button', { name: 'Become Educator' }).click();
  await page.getByText('You are now an educator!').waitFor();
  await nav.getByRole('button', { name: 'Educator Dashboard' }).click();
  await page.waitForURL('**/educator');
  await page.getByText('Hi! Neha Educator').waitFor();

  await page
    .getByRole('navigation', { name: 'Educator' })
    .getByRole('link', { name: 'Add Course' })
    .click();
  // Errors shown on ADD go as each field is fixed.
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const form = page.locator('form');
  await form.getByText('Course title is required').waitFor();
  await page.getByRole('textbox', { name: 'Course Title' }).fill(TITLE);
  await form.getByText('Course title is required').waitFor({ state: 'detached' });
  await form.getByText('Course price is required').waitFor();
  const editor = page.getByRole('textbox', { name: 'Course Description' });
  await editor.click();
  await page.keyboard.type('Grow an engaged community around your brand.');
  // A free course has no discount: the field is off at price 0 and back for a paid price.
  const discount = page.getByRole('spinbutton', { name: 'Discount %' });
  await page.getByRole('spinbutton', { name: 'Course Price' }).fill('0');
  assert.ok(await discount.isDisabled(), 'no discount on a free course');
  await page.getByText('A free course has no discount.').waitFor();
  await page.getByRole('spinbutton', { name: 'Course Price' }).fill('1500');
  await discount.fill('10');
  // A text file named .png is refused by its bytes before anything is sent.
  await page
    .getByLabel('Course Thumbnail')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await form.getByText('Thumbnail must be a PNG, JPEG, GIF or WebP image').waitFor();
  await page
    .getByLabel('Course Thumbnail')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Preview of cover.png' }).waitFor();
  await form.getByText('Thumbnail must be a PNG').waitFor({ state: 'detached' });

  await addChapter(page, 'Foundations');
  await addChapter(page, 'Engagement');
  await addLecture(page, 'Foundations', {
    title: 'Why communities win',
    minutes: 12,
    url: 'https://youtu.be/aaaaaaaaaaa',
    free: true,
  });
  await addLecture(page, 'Foundations', {
    title: 'Choosing a platform',
    minutes: 20,
    url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb',
    checkLink: true,
  });
  await addLecture(page, 'Engagement', {
    title: 'Rituals and events',
    minutes: 25,
    url: 'https://youtu.be/ccccccccccc',
  });
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  await page.getByText('Course added successfully!').waitFor();
  assert.equal(
    await page.getByRole('textbox', { name: 'Course Title' }).inputValue(),
    '',
    'the form resets',
  );
  const added = page
    .getByRole('region', { name: 'Course just added' })
    .filter({ hasText: `“${TITLE}”` });
  const courseLink = await added
    .getByRole('link', { name: 'View the course' })
    .getAttribute('href');
  assert.match(courseLink ?? '', /^\/course\/[0-9a-f-]{36}$/);

  await page
    .getByRole('navigation', { name: 'Educator' })
    .getByRole('link', { name: 'My Courses' })
    .click();
  const myCourses = page.getByRole('table', { name: 'My Courses' });
  await myCourses.getByText(TITLE).waitFor();
  await myCourses.getByText('₹1,350.00').waitFor();

  const catalog = await newPage(browser);
  await catalog.page.goto(`${server.url}/course-list/${encodeURIComponent('Community Building')}`);
  await catalog.page.getByText(TITLE).first().waitFor();
  await catalog.page.getByRole('link', { name: 'Check out course' }).first().click();
  await catalog.page
    .getByTestId('lecture-row')
    .filter({ hasText: 'Why communities win' })
    .getByRole('button', { name: /Free Preview/ })
    .waitFor();
  await catalog.page
    .getByTestId('lecture-row')
    .filter({ hasText: 'Choosing a platform' })
    .getByText('Locked')
    .waitFor();

  await myCourses.getByRole('link', { name: `Edit ${TITLE}` }).click();
  await page.waitForURL('**/educator/edit-course/**');
  const price = page.getByRole('spinbutton', { name: 'Course Price' });
  await price.waitFor();
  await price.fill('2000');
  await page.getByRole('button', { name: 'Edit lecture Choosing a platform' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lecture' });
  await edit.getByRole('textbox', { name: 'Lecture Title' }).fill('Picking your platform');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'UPDATE' }).click();
  await page.getByText('Course updated successfully!').waitFor();
  await page.waitForURL('**/educator/my-courses');
  await myCourses.getByText('₹1,800.00').waitFor();

  await catalog.page.reload();
  await catalog.page
    .getByTestId('lecture-row')
    .filter({ hasText: 'Picking your platform' })
    .waitFor();

  await myCourses.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this course?',
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Course deleted successfully!').waitFor();
  await myCourses.getByText(TITLE).waitFor({ state: 'detached' });
  const gone = await fetch(`${server.url}/api/course/all`).then((r) => r.json());
  assert.equal(
    gone.courses.some((c) => c.courseTitle === TITLE),
    false,
  );
  assert.deepEqual(errors, []);
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const EDITABLE = `id courseThumbnail courseContent { chapterTitle chapterContent { lectureTitle } }`;

/** An educator with a course of one chapter and three lectures, made through the APIs. */
async function educatorWithCourse(server, title) {
  const { token } = await register(server, 'Ravi Editor');
  await fetch(`${server.url}/api/educator/update-role`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const lecture = (lectureTitle, id) => ({
    lectureTitle,
    lectureDuration: 5,
    lectureUrl: `https://youtu.be/${id.repeat(11)}`,
  });
  const input = {
    courseTitle: title,
    coursePrice: 500,
    discount: 0,
    courseContent: [
      {
        chapterTitle: 'Start',
        chapterContent: [lecture('Intro', 'a'), lecture('Setup', 'b'), lecture('Wrap', 'c')],
      },
    ],
  };
  return { token, course: await createCourseThroughApi(server, token, input, EDITABLE) };
}

for (const viewport of VIEWPORTS) {
  test(`the course editor by keyboard: rename, move, replace the thumbnail, and asking before leaving (${viewport.name})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, viewport);
    const title = `Editor Course ${viewport.name} ${Date.now()}`;
    const { token, course } = await educatorWithCourse(server, title);
    await signIn(page, server, token);
    await page.goto(`${server.url}/educator/my-courses`);
    await page
      .getByRole('link', { name: `Edit ${title}` })
      .first()
      .click();
    await page.waitForURL('**/educator/edit-course/**');

    // Rename the chapter and a lecture, and move the lecture, with the keyboard only.
    await page.getByRole('button', { name: 'Rename chapter Start' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: 'Rename Chapter:' });
    await rename.getByRole('textbox', { name: 'Chapter name' }).fill('Getting started');
    await page.keyboard.press('Enter');
    await rename.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '1. Getting started' }).waitFor();

    await page.getByRole('button', { name: 'Edit lecture Intro' }).focus();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Lecture' });
    await edit.getByRole('textbox', { name: 'Lecture Title' }).fill('Welcome');
    await page.keyboard.press('Enter');
    await edit.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Move lecture Welcome down' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: 'Moved lecture Welcome to position 2 of 3' })
      .waitFor();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: 'Moved lecture Welcome to position 3 of 3' })
      .waitFor();
    // At the end "down" is disabled, and the focus went to "up" on the same lecture.
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'Move lecture Welcome up',
    );

    await page
      .getByLabel('Replace thumbnail')
      .setInputFiles({ name: 'new-cover.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Preview of new-cover.png' }).waitFor();
    await assertNoHorizontalScroll(page, `edit course (${viewport.name})`);
    await screenshot(page, `edit-course-${viewport.name}`);

    // Back, then a link: both ask first; Stay keeps every change.
    await page.goBack({ waitUntil: 'commit' });
    let leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/educator\/edit-course\//);
    await page
      .getByRole('navigation', { name: 'Educator' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).waitFor();
    await page.keyboard.press('Escape');
    await leave.waitFor({ state: 'detached' });
    assert.match(page.url(), /\/educator\/edit-course\//);

    // Saved: UPDATE goes to My Courses without asking.
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await page.waitForURL('**/educator/my-courses');
    const saved = await gql(server.url, `query($id: ID!) { course(id: $id) { ${EDITABLE} } }`, {
      id: course.id,
    });
    assert.deepEqual(saved.course.courseContent, [
      {
        chapterTitle: 'Getting started',
        chapterContent: [
          { lectureTitle: 'Setup' },
          { lectureTitle: 'Wrap' },
          { lectureTitle: 'Welcome' },
        ],
      },
    ]);
    assert.notEqual(saved.course.courseThumbnail, course.courseThumbnail);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
