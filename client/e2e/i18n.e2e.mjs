// The product in Hindi and the pseudo-locale (issue 37). At both widths a new learner switches to
// Hindi with the navbar's switch (the phone menu's on a phone), walks landing, course list, course
// page, checkout, My Enrollments and the player, then opens the add-course form as an educator:
// every screen is <html lang="hi">, shows the Hindi of its keys, prices the Indian way and no
// English text of the catalogs. The choice survives a reload and follows the account to a new
// browser; a first visit follows Accept-Language; a price in lakhs reads ₹1,50,000.00. Then every
// main screen at 390 px in the pseudo-locale (every catalog text accented and 40 % longer) neither
// scrolls sideways nor clips.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  fakeYouTube,
  finishCourse,
  gql,
  login,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
  skipSplash,
} from './support.mjs';
import { createCourseThroughApi } from './courseForm.mjs';

const run = serverAndBrowser();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PAID = 'Google Ads and Performance Marketing'; // ₹1,999.50 after its discount
const FREE = 'Digital Marketing Starter Kit';
const ADMIN = { email: 'admin@brandcraft.dev', password: 'Admin@12345' };
const DEVANAGARI = /[\u0900-\u097f]/;

/** Every namespace of a language's catalogs, merged: { 'courses.enrollNow': 'Enroll Now', ... }. */
function catalogs(language) {
  const dir = new URL(`../src/locales/${language}/`, import.meta.url);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(new URL(name, dir), 'utf8'))),
  );
}
const EN = catalogs('en');
const HI = catalogs('hi');

/** ICU's quoting: '' is an apostrophe. */
const unquote = (message) => message.replace(/''/g, "'");

/** The Hindi of `key` with simple `{name}` placeholders filled (no plurals: pass counts' texts). */
function hi(key, values = {}) {
  const message = HI[key];
  assert.ok(message, `no Hindi message ${key}`);
  assert.ok(!/\{\w+,/.test(message), `${key} is plural or select; pick a simple message`);
  return unquote(message).replace(/\{(\w+)\}/g, (_, name) => {
    assert.ok(name in values, `${key} needs {${name}}`);
    return values[name];
  });
}

/** Messages that are also data: the founder is the seeded educator, named on his course cards. */
const ALSO_DATA = new Set(['landing.founder.name']);

/**
 * English UI texts that must not show in Hindi: the catalogs' messages whose Hindi differs, that
 * have no placeholders or markup, and at least 4 letters (not "OK", not a brand name).
 */
const ENGLISH = [
  ...new Set(
    Object.entries(EN)
      .filter(
        ([key, message]) =>
          !ALSO_DATA.has(key) &&
          HI[key] !== message &&
          !/[{}<]/.test(message) &&
          message.replace(/[^A-Za-z]/g, '').length >= 4,
      )
      .map(([, message]) => unquote(message).trim()),
  ),
];

let dataTexts;
/**
 * The catalog's names that are also data: category names ("Analytics") and course titles are the
 * server's and stay as written, so a screen showing them is not left in English.
 */
async function englishUi(server) {
  dataTexts ??= gql(server.url, '{ categories { name children { name } } }').then(
    async ({ categories }) => {
      const { courses } = await (await fetch(`${server.url}/api/course/all`)).json();
      const { courses: page } = await gql(
        server.url,
        '{ courses(first: 100) { nodes { language } } }',
      );
      return new Set([
        ...categories.flatMap((c) => [c.name, ...c.children.map((child) => child.name)]),
        ...courses.map((c) => c.courseTitle),
        // A course's language ("English", "Hindi") is data, shown as its educator entered it.
        ...page.nodes.map((c) => c.language),
      ]);
    },
  );
  const data = await dataTexts;
  return ENGLISH.filter((text) => !data.has(text));
}

/** Visible English catalog texts on the page: text nodes and the user-facing attributes. */
async function englishLeftOvers(page, server) {
  return page.evaluate(
    (english) => {
      const texts = new Set(english);
      const found = new Set();
      const shown = (el) => el.checkVisibility({ visibilityProperty: true });
      const clean = (text) => text.replace(/\s+/g, ' ').trim();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = clean(node.data);
        if (!texts.has(text)) continue;
        let el = node.parentElement;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
        // Text marked as another language on purpose: the switch names each language in its own.
        const marked = el.closest('[lang]');
        if (
          marked &&
          marked !== document.documentElement &&
          marked.lang !== document.documentElement.lang
        )
          continue;
        if (el.closest('select')) el = el.closest('select');
        if (shown(el)) found.add(`"${text}" in <${el.tagName.toLowerCase()}>`);
      }
      for (const el of document.body.querySelectorAll(
        '[aria-label], [title], [placeholder], [alt]',
      ))
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const text = clean(el.getAttribute(name) ?? '');
          if (texts.has(text) && shown(el)) found.add(`${name}="${text}"`);
        }
      const title = document.title.split(' | ')[0];
      if (texts.has(title)) found.add(`the tab title "${document.title}"`);
      return [...found];
    },
    await englishUi(server),
  );
}

/** The screen is Hindi: <html lang>, no English of the catalogs, no sideways scroll on a phone. */
async function assertHindi(page, where, viewport) {
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi', where);
  assert.deepEqual(await englishLeftOvers(page, run.server), [], `${where}: English text left`);
  if (viewport.width < 768) await assertNoHorizontalScroll(page, where);
  await screenshot(page, `i18n-hindi-${where}-${viewport.width}`);
}

/** The newest toast's text (the toaster is a live region). */
async function toastText(page) {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').last();
  await toast.waitFor();
  return toast.innerText();
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  test(`${label}: a learner switches to Hindi and buys, learns and teaches in Hindi`, async () => {
    const { server, browser } = run;
    const phone = viewport.width < 768;
    const { page, errors } = await newPage(browser, viewport);
    await fakeYouTube(page);
    const { token } = await register(server, `Hindi Walker ${label}`);
    await signIn(page, server, token);
    await page.goto(server.url);
    await page.getByRole('button', { name: EN['landing.hero.explore'] }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    // The English check sees English: the landing in English fails it.
    assert.ok(
      (await englishLeftOvers(page, server)).includes(
        `"${EN['landing.hero.explore']}" in <button>`,
      ),
    );

    // The switch: in the navbar, or in the phone menu (checked in Hindi while open).
    if (phone) {
      await page.getByRole('button', { name: EN['layout.openMenu'] }).click();
      await page.getByRole('dialog').getByLabel(EN['layout.language']).selectOption('hi');
      await page.getByRole('dialog', { name: hi('layout.menu') }).waitFor();
      await assertHindi(page, 'phone menu', viewport);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    } else {
      await page.getByRole('combobox', { name: EN['layout.language'] }).selectOption('hi');
    }
    await page.waitForFunction(() => document.documentElement.lang === 'hi');

    // Landing.
    await page.getByRole('button', { name: hi('landing.hero.explore') }).waitFor();
    await page.getByText(hi('landing.hero.tagline')).waitFor();
    await assertHindi(page, 'landing', viewport);

    // The course list, from the navbar (the phone menu on a phone), then a search.
    if (phone) {
      await page.getByRole('button', { name: hi('layout.openMenu') }).click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: hi('layout.courses') })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: hi('layout.main') })
        .getByRole('link', { name: hi('layout.courses') })
        .click();
    }
    await page.getByRole('heading', { level: 1, name: hi('pages.courseList.heading') }).waitFor();
    const search = page.getByRole('main').getByRole('search');
    await search.getByRole('searchbox', { name: hi('courses.search.label') }).fill('Google Ads');
    await search.getByRole('button', { name: hi('courses.search.submit') }).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PAID }) });
    await card.getByText('₹1,999.50').first().waitFor();
    await assertHindi(page, 'course list', viewport);

    // The course page.
    await card.getByRole('link', { name: hi('courses.card.checkOut') }).click();
    await page.getByRole('heading', { level: 1, name: PAID }).waitFor();
    await page.getByRole('heading', { name: hi('courses.detail.description') }).waitFor();
    const priceCard = page.getByRole('complementary', { name: hi('courses.price.label') });
    await priceCard.getByText('₹1,999.50').first().waitFor();
    await assertHindi(page, 'course page', viewport);

    // The sandbox checkout.
    await priceCard.getByRole('button', { name: hi('checkout.enrollNow') }).click();
    const checkout = page.getByRole('dialog', { name: hi('checkout.testCheckout') });
    await checkout.getByText(hi('checkout.sandboxTitle')).waitFor();
    await assertHindi(page, 'checkout', viewport);
    await checkout
      .getByRole('button', { name: hi('checkout.pay', { price: '₹1,999.50' }) })
      .click();
    assert.match(await toastText(page), DEVANAGARI, 'the enrolment toast is Hindi');

    // My Enrollments.
    await page.waitForURL('**/my-enrollments');
    await page.getByRole('heading', { level: 1, name: hi('learning.myEnrollments') }).waitFor();
    const row = page
      .getByTestId(phone ? 'enrollment-card' : 'enrollment-row')
      .filter({ hasText: PAID });
    await row.getByText(hi('learning.statusInProgress')).waitFor();
    await assertHindi(page, 'My Enrollments', viewport);

    // The player: a lecture marked complete.
    await row
      .getByRole('link', { name: hi('learning.continueLearningLabel', { title: PAID }) })
      .click();
    await page.waitForURL('**/player/**');
    await page.getByRole('button', { name: hi('learning.markComplete') }).click();
    await page.getByRole('button', { name: hi('learning.completed') }).waitFor();
    await assertHindi(page, 'player', viewport);

    // The choice is kept in this browser, and on the account.
    await page.reload();
    await page.getByRole('button', { name: hi('learning.completed') }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    assert.equal((await gql(server.url, '{ me { locale } }', {}, { token })).me.locale, 'hi');

    // Teaching: the learner becomes an educator and opens the add-course form from the dashboard.
    await gql(server.url, 'mutation { becomeEducator { role } }', undefined, { token });
    await page.goto(server.url);
    if (phone) await page.getByRole('button', { name: hi('layout.openMenu') }).click();
    await page
      .getByRole(phone ? 'dialog' : 'banner')
      .getByRole('button', { name: hi('layout.educatorDashboard') })
      .click();
    await page.waitForURL('**/educator');
    await page.getByRole('link', { name: hi('educator.nav.addCourse') }).click();
    await page.waitForURL('**/educator/add-course');
    await page.getByRole('heading', { level: 1, name: hi('educator.addCourse.title') }).waitFor();
    await assertHindi(page, 'add-course form', viewport);
    assert.deepEqual(errors, []);
  });
}

/** Publishes a course of one lecture at `price` rupees as the educator of `token`; returns its id. */
async function publishCourse(server, token, courseTitle, price) {
  const input = {
    courseTitle,
    coursePrice: price,
    discount: 0,
    courseContent: [
      {
        chapterTitle: 'Start',
        chapterContent: [
          { lectureTitle: 'Intro', lectureDuration: 5, lectureUrl: 'https://youtu.be/aaaaaaaaaaa' },
        ],
      },
    ],
  };
  return (await createCourseThroughApi(server, token, input)).id;
}

test('the account keeps Hindi for a new browser; a first visit follows Accept-Language; lakhs', async () => {
  const { server, browser } = run;
  const { token } = await register(server, 'Hindi Account');
  await gql(server.url, 'mutation { setLocale(locale: "hi") { locale } }', undefined, { token });
  await gql(server.url, 'mutation { becomeEducator { role } }', undefined, { token });
  const big = await publishCourse(server, token, 'Brand Strategy Masterclass', 150000);

  // Signed in on a new browser, which has never chosen: the account's Hindi wins.
  const signedIn = await newPage(browser, DESKTOP);
  await signIn(signedIn.page, server, token);
  await signedIn.page.goto(server.url);
  await signedIn.page.getByRole('button', { name: hi('landing.hero.explore') }).waitFor();
  await assertHindi(signedIn.page, 'landing, signed in on a new browser', DESKTOP);

  // A first visit from a browser that asks for Hindi.
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'hi-IN',
    reducedMotion: 'reduce',
  });
  await skipSplash(context);
  const page = await context.newPage();
  await page.goto(server.url);
  await page.getByRole('button', { name: hi('landing.hero.explore') }).waitFor();
  await assertHindi(page, 'landing, first visit in hi-IN', DESKTOP);

  // A large price in lakhs, the Indian way.
  await page.goto(`${server.url}/course/${big}`);
  await page
    .getByRole('complementary', { name: hi('courses.price.label') })
    .getByText('₹1,50,000.00')
    .first()
    .waitFor();
  await assertHindi(page, 'course page of a course in lakhs', DESKTOP);
  assert.deepEqual(signedIn.errors, []);
});

/**
 * An English message as the pseudo-locale shows it: '[' + the text, accented letter for letter,
 * then '~'s and ']' (client/src/i18n/pseudo.ts). For simple messages without placeholders.
 */
function pseudo(key) {
  const text = EN[key];
  assert.ok(text && !/[{}<]/.test(text), `${key}: a simple English message`);
  const body = [...unquote(text)]
    .map((c) => (/[A-Za-z]/.test(c) ? '\\p{L}' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^\\[${body}~+\\]$`, 'u');
}

/**
 * Elements showing a pseudo-locale text that is cut off: the element itself hides its overflow
 * and its text is wider than it, or its text's box reaches past an ancestor that clips. A single
 * line ended with an ellipsis is fine when a title or accessible name holds the whole text.
 */
function clipped(page) {
  return page.evaluate(() => {
    const PSEUDO = /\[[^\]]*~\]/;
    const clips = (value) => value === 'hidden' || value === 'clip';
    const scrolls = (value) => value === 'auto' || value === 'scroll';
    const failures = [];
    const seen = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !PSEUDO.test(el.textContent) || !/[[~]/.test(node.data)) continue;
      seen.add(el);
      if (el.closest('select, option') || !el.checkVisibility({ visibilityProperty: true }))
        continue;
      const text = el.textContent.replace(/\s+/g, ' ').trim();
      const style = getComputedStyle(el);
      const named = [el, el.closest('a, button, [role], [title], [aria-label]')].some(
        (e) =>
          e &&
          [e.getAttribute('title'), e.getAttribute('aria-label')].some((n) =>
            n?.includes(text.replace(/^\[|~*\]$/g, '').slice(0, 20)),
          ),
      );
      if (style.textOverflow === 'ellipsis' && named) continue;
      // Visually hidden text (for screen readers) is a 1 px box on purpose.
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // The box of the element's own text (not of a visually hidden child's).
      const rects = [...el.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE && child.data.trim())
        .map((child) => {
          const range = document.createRange();
          range.selectNodeContents(child);
          return range.getBoundingClientRect();
        });
      const textBox = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      textBox.width = textBox.right - textBox.left;
      textBox.height = textBox.bottom - textBox.top;
      const sizes = `text ${Math.round(textBox.width)}×${Math.round(textBox.height)}`;
      if (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        failures.push(`"${text}": ${el.scrollWidth} px of text in ${el.clientWidth} px (${sizes})`);
        continue;
      }
      if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        failures.push(`"${text}": ${el.scrollHeight} px high in ${el.clientHeight} px (${sizes})`);
        continue;
      }
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.position === 'fixed') break;
        const r = up.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) break;
        const wide =
          clips(s.overflowX) && (textBox.right > r.right + 1 || textBox.left < r.left - 1);
        const tall =
          clips(s.overflowY) && (textBox.bottom > r.bottom + 1 || textBox.top < r.top - 1);
        if (wide || tall) {
          failures.push(
            `"${text}": ${sizes} at (${Math.round(textBox.left)}, ${Math.round(textBox.top)}) cut by <${up.tagName.toLowerCase()} class="${up.className}"> ${Math.round(r.width)}×${Math.round(r.height)} at (${Math.round(r.left)}, ${Math.round(r.top)})`,
          );
          break;
        }
        if (scrolls(s.overflowX) || scrolls(s.overflowY)) break;
      }
    }
    return failures;
  });
}

/** The innermost elements reaching past the window's right edge, for a sideways scroll's report. */
function wideElements(page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (el) =>
          ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 4)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const text = el.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
        return `<${el.tagName.toLowerCase()} class="${el.className}"> "${text}" ${Math.round(r.left)}–${Math.round(r.right)} px`;
      }),
  );
}

test('pseudo-locale at 390 px: no screen scrolls sideways or clips a text', async () => {
  const { server, browser } = run;
  const { page, context, errors } = await newPage(browser, PHONE);
  await context.addInitScript(() => localStorage.setItem('locale', 'en-XA'));
  await fakeYouTube(page);
  const failures = [];
  /** Waits for the screen's data and lazy parts, then checks it. */
  async function check(where, ready) {
    await ready();
    // Nothing is loading but a busy button (the Enroll button while its checkout is open).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.chakra-spinner, .chakra-skeleton, [aria-busy="true"]')].every(
        (el) => el.closest('button'),
      ),
    );
    try {
      await assertNoHorizontalScroll(page, where);
    } catch (error) {
      failures.push(`${error.message}, made wide by: ${(await wideElements(page)).join('; ')}`);
    }
    await screenshot(page, `i18n-pseudo-${where}`);
    failures.push(...(await clipped(page)).map((failure) => `${where}: ${failure}`));
  }
  const h1 = (name) => () => page.getByRole('heading', { level: 1, name }).first().waitFor();
  const openMenu = () => page.getByRole('button', { name: pseudo('layout.openMenu') }).click();

  // Signed out: the landing page, the phone menu and the sign-in dialog.
  await page.goto(server.url);
  const cards = () =>
    page
      .getByRole('link', { name: pseudo('courses.card.checkOut') })
      .first()
      .waitFor();
  await check('landing', cards);
  await openMenu();
  await check('phone menu, signed out', () =>
    page.getByRole('dialog', { name: pseudo('layout.menu') }).waitFor(),
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: pseudo('layout.login') })
    .click();
  await check('sign-in dialog', () =>
    page.getByRole('dialog', { name: pseudo('authForms.signIn') }).waitFor(),
  );

  // A learner with a certificate, a saved course and a paid course bought at the checkout.
  const { token } = await register(server, 'Pseudo Learner');
  const certificate = await finishCourse(server, token, await courseId(server, FREE));
  const paid = await courseId(server, PAID);
  const saved = await courseId(server, 'Instagram Marketing for Small Businesses');
  await gql(
    server.url,
    'mutation($id: ID!) { addToWishlist(courseId: $id) { id } }',
    { id: saved },
    { token },
  );
  await signIn(page, server, token);

  await page.goto(`${server.url}/course-list`);
  await check('course list', cards);
  await page.goto(`${server.url}/category/seo`);
  await check('category page', async () => {
    await h1(/SEO/)();
    await cards();
  });
  await page.goto(`${server.url}/course/${paid}`);
  await check('course page', h1(PAID));
  await page
    .getByRole('complementary')
    .getByRole('button', { name: pseudo('checkout.enrollNow') })
    .click();
  const checkout = page.getByRole('dialog', { name: pseudo('checkout.testCheckout') });
  await check('checkout dialog', () => checkout.waitFor());
  await checkout.getByRole('button', { name: /₹1,999\.50/ }).click();
  await page.waitForURL('**/my-enrollments');
  await check('My Enrollments', () => page.getByTestId('enrollment-card').first().waitFor());
  await page.goto(`${server.url}/player/${paid}`);
  await check('player', () =>
    page.getByRole('button', { name: pseudo('learning.markComplete') }).waitFor(),
  );
  await page.goto(`${server.url}/my-certificates`);
  await check('My Certificates', () => page.getByRole('heading', { name: FREE }).waitFor());
  await page.goto(`${server.url}/certificate/${certificate}`);
  await check('certificate page', () => page.getByTestId('certificate-learner').waitFor());
  await page.goto(`${server.url}/account`);
  await check('account page', h1(/~\]/));
  await page.goto(`${server.url}/wishlist`);
  await check('wishlist', () =>
    page.getByRole('heading', { name: /Instagram Marketing/ }).waitFor(),
  );
  await openMenu();
  await check('phone menu, signed in', () =>
    page.getByRole('dialog', { name: pseudo('layout.menu') }).waitFor(),
  );

  // The educator's screens, then the admin console.
  await gql(server.url, 'mutation { becomeEducator { role } }', undefined, { token });
  await page.goto(`${server.url}/educator`);
  await check('educator dashboard', h1(/~\]/));
  await page.goto(`${server.url}/educator/add-course`);
  await check('add-course form', h1(/~\]/));
  await signIn(page, server, await login(server, ADMIN));
  await page.goto(`${server.url}/admin`);
  await check('admin console', h1(/~\]/));

  assert.deepEqual(failures, [], failures.join('\n'));
  assert.deepEqual(errors, []);

  // The check sees a clipped text: a pseudo text cut by its box, with no title to read it from.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.style.cssText = 'width: 60px; overflow: hidden; white-space: nowrap';
    box.textContent = '[Çlîppéd téxt~~~~~]';
    document.querySelector('main').prepend(box);
  });
  assert.match((await clipped(page)).join(), /Çlîppéd téxt/);
});
