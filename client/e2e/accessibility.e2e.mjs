// axe-core over every screen, signed out and as each role, at phone and desktop widths: no
// serious or critical WCAG violation (labels, contrast, landmarks, lists, ARIA).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { courseId, gql, login, SEEDED, serverAndBrowser, signIn, skipSplash } from './support.mjs';

const run = serverAndBrowser();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const ADMIN = { email: 'admin@brandcraft.dev', password: 'Admin@12345' };
const COURSE = 'Digital Marketing Starter Kit';

/** A page whose CSP lets the test inject axe, with motion reduced so nothing is mid-fade. */
async function scanner(browser, viewport) {
  const context = await browser.newContext({ viewport, bypassCSP: true, reducedMotion: 'reduce' });
  await skipSplash(context);
  return { page: await context.newPage(), context };
}

/** The serious and critical violations on `path`, one line each. */
async function violations(page, url) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  // Scan the settled screen: loading spinners gone (each is checked while shown, too).
  await page
    .locator('.chakra-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => {});
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  test(`every screen passes axe's serious and critical checks (${label})`, async () => {
    const { server, browser } = run;
    const id = await courseId(server, COURSE);
    // The demo seed's weekly series (server/src/seed/demo-live-sessions.ts), open to anyone.
    const { course: demo } = await gql(
      server.url,
      'query($id: ID!) { course(id: $id) { liveSessions { id } } }',
      { id: await courseId(server, 'Personal Branding Masterclass') },
    );
    const live = `/live/${demo.liveSessions[0].id}`;
    const screens = [
      [null, ['/', '/course-list', `/course/${id}`, '/about', '/contact', '/developers', live]],
      [SEEDED.student, ['/my-enrollments', '/my-certificates', `/player/${id}`, '/account']],
      [
        SEEDED.sana,
        [
          '/educator',
          '/educator/add-course',
          '/educator/my-courses',
          `/educator/edit-course/${id}`,
          '/educator/student-enrolled',
          '/educator/analytics',
          '/educator/coupons',
          '/educator/reviews',
          '/educator/webhooks',
          `/educator/courses/${id}/live`,
          live,
        ],
      ],
      [
        ADMIN,
        [
          '/admin',
          ...['courses', 'reviews', 'messages', 'audit'].map((s) => `/admin?section=${s}`),
        ],
      ],
    ];
    const found = [];
    for (const [account, paths] of screens) {
      const { page, context } = await scanner(browser, viewport);
      if (account) await signIn(page, server, await login(server, account));
      for (const path of paths)
        for (const problem of await violations(page, `${server.url}${path}`))
          found.push(`${path} ${problem}`);
      await context.close();
    }
    assert.deepEqual(found, []);
  });
}
