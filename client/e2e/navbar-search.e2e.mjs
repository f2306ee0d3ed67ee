// The navbar's search box on the seeded catalog, at desktop and phone widths: suggestions as one
// types (a WAI-ARIA combobox), chosen by keyboard, and Enter on free text for the course list.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPage, serverAndBrowser } from './support.mjs';

const run = serverAndBrowser();

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** A page that also records console errors and the GraphQL answers that failed. */
async function open(viewport) {
  const opened = await newPage(run.browser, viewport);
  const { page, errors } = opened;
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    if (response.status() >= 500) errors.push(`GraphQL answered ${response.status()}`);
    const body = await response.json().catch(() => null);
    if (body?.errors) errors.push(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  });
  return opened;
}

/** The search box; on a phone, behind the Search button of the bar. */
async function searchBox(page, name) {
  const box = page.getByRole('combobox', { name: 'Search courses' });
  if (name === 'phone') {
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Search',
      exact: true,
    });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await box.waitFor();
  return box;
}

/** The text of the option the combobox marks active, once it marks one. */
async function activeOption(page, box) {
  const handle = await box.elementHandle();
  await page.waitForFunction((input) => input.getAttribute('aria-activedescendant'), handle);
  const id = await box.getAttribute('aria-activedescendant');
  return page.locator(`[id="${id}"]`).innerText();
}

/** Waits until the list answers the text as typed (not an earlier one, kept while it loads). */
const settled = (listbox) => listbox.and(listbox.page().locator('[aria-busy=false]')).waitFor();

for (const { name, viewport } of viewports) {
  test(`${name}: suggestions as one types, opened by keyboard; Enter on free text lists courses`, async () => {
    const { page, errors, external } = await open(viewport);
    await page.goto(run.server.url);

    // A course suggestion, reached with ArrowDown and opened with Enter.
    let box = await searchBox(page, name);
    await box.pressSequentially('insta', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    const courses = listbox.getByRole('group', { name: 'Courses' });
    await courses.getByRole('option', { name: /Instagram Reels/ }).waitFor();
    await settled(listbox);
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    const title = await activeOption(page, box);
    assert.equal(await courses.getByRole('option').first().innerText(), title);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/course\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // An instructor suggestion.
    box = await searchBox(page, name);
    await box.fill('');
    await box.pressSequentially('Sana', { delay: 30 });
    const instructors = listbox.getByRole('group', { name: 'Instructors' });
    await instructors.getByRole('option', { name: 'Sana Iyer' }).waitFor();
    await settled(listbox);

    // Escape closes the list, a second one empties the box.
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      (input) => input.getAttribute('aria-expanded') === 'false',
      await box.elementHandle(),
    );
    assert.equal(await box.inputValue(), 'Sana');
    await page.keyboard.press('Escape');
    assert.equal(await box.inputValue(), '');

    // Free text: Enter without a chosen suggestion opens the course list for it.
    await box.pressSequentially('reels growth', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/course-list/reels%20growth');
    await page.getByText('Search: "reels growth"').waitFor();

    assert.deepEqual(errors, []);
    assert.deepEqual(external, []);
  });
}

test('any text is a valid question: control characters and 300 characters', async () => {
  const { page, errors } = await open({ width: 1280, height: 800 });
  await page.goto(run.server.url);
  const box = await searchBox(page, 'desktop');
  await box.fill(`\u0001ig\u0007 ${'x'.repeat(300)}`);
  await page
    .getByRole('search', { name: 'Site search' })
    .getByText('No suggestions', { exact: true })
    .and(page.locator('p'))
    .waitFor();
  await box.fill('');
  await box.pressSequentially('"%\\ 🙂 <b>', { delay: 20 });
  await page.waitForTimeout(1000);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.startsWith('/course-list/'));
  assert.deepEqual(errors, []);
});
