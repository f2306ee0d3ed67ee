// LCP and CLS of the first view in headless Chromium, on the production build: home, course list,
// a course page and My Enrollments (the seeded student).
// 1. On a throttled mid-range phone (SLOW_PHONE: 4× CPU, 1.6 Mbps, 150 ms round trip): a first
//    visit (empty HTTP cache, first load of the session: the splash) and a repeat visit (the same
//    tab opening the page again: warm HTTP cache, same session, no splash).
// 2. Unthrottled, at phone and desktop widths: the first load of a session and a reload.
// Run after `npm run build`:
//   node scripts/measure-first-view.mjs [--verbose] [--runs N] [--slow-only]
//   (or: npm run bench:first-view)
// One sample per cell on a noisy machine: read the figures as one run, not as a promise.
import { fileURLToPath } from 'node:url';
import {
  DESKTOP,
  PHONE,
  SLOW_PHONE,
  firstViewPages,
  measureLoad,
  studentToken,
  throttle,
  watchFirstView,
} from '../client/e2e/first-view.mjs';
import { launchBrowser, newDataDir, newPage, startServer } from '../client/e2e/support.mjs';

const verbose = process.argv.includes('--verbose');
const slowOnly = process.argv.includes('--slow-only');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const ms = (value) => (value === null ? '-' : `${Math.round(value)}`);
const row = (cells) => `| ${cells.join(' | ')} |`;

const server = await startServer(newDataDir());
const browser = await launchBrowser();
try {
  const pages = await firstViewPages(server);
  const token = await studentToken(server);
  await slowPhoneTable(pages, token);
  if (!slowOnly) await unthrottledTable(pages, token);
} finally {
  await browser.close();
  await server.stop();
}

/** Table 1: first and repeat visit of each page on the throttled phone, `runs` times. */
async function slowPhoneTable(pages, token) {
  const { cpuSlowdown, bytesPerSecond, latencyMs } = SLOW_PHONE;
  console.log(
    `Slow phone (${PHONE.width}×${PHONE.height}, ${cpuSlowdown}× CPU slowdown, ` +
      `${(bytesPerSecond * 8) / 1e6} Mbps, ${latencyMs} ms round trip):\n`,
  );
  const head = ['Page', 'Visit', 'First paint ms', 'LCP ms', 'LCP element', 'Content ms', 'CLS'];
  if (runs > 1) head.unshift('Run');
  console.log(row(head));
  console.log(row(head.map((h) => (h.endsWith('ms') || h === 'CLS' ? '--:' : '---'))));
  for (let run = 1; run <= runs; run += 1) {
    for (const target of pages) {
      const { page, context, external } = await newPage(browser, PHONE, { splash: true });
      await throttle(context, page);
      await watchFirstView(context, target.content, target.signedIn ? token : undefined);
      const url = server.url + target.path;
      // A new context starts with an empty HTTP cache; the second visit opens the page again in
      // the same tab (same session: no splash) with what the first one cached.
      const first = await measureLoad(page, url);
      const repeat = await measureLoad(page, url);
      for (const [visit, m] of [
        ['first (empty cache)', first],
        ['repeat (warm cache)', repeat],
      ]) {
        const cells = [
          target.name,
          `${visit}${m.splash ? ', splash' : ''}`,
          ms(m.firstPaint),
          ms(m.lcp),
          (m.lcpElement ?? '-').slice(0, 24),
          ms(m.contentAt),
          m.cls.toFixed(3),
        ];
        console.log(row(runs > 1 ? [run, ...cells] : cells));
      }
      if (external.length) throw new Error(`requests left localhost: ${external.join(', ')}`);
      await context.close();
    }
  }
}

/** Table 2: first load of a session and a reload, unthrottled, at phone and desktop widths. */
async function unthrottledTable(pages, token) {
  console.log(
    `\nUnthrottled (${PHONE.name} and ${DESKTOP.name} widths): first load of a session, then a reload.\n`,
  );
  console.log(
    row([
      'Page',
      'Width',
      'Load',
      'LCP ms',
      'LCP element',
      'CLS',
      'Content ms',
      'Splash lifted → content ms',
    ]),
  );
  console.log(row(['---', '---', '---', '--:', '---', '--:', '--:', '--:']));
  for (const target of pages) {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, external } = await newPage(browser, viewport, { splash: true });
      await watchFirstView(context, target.content, target.signedIn ? token : undefined);
      const first = await measureLoad(page, server.url + target.path);
      const reload = await measureLoad(page);
      for (const [load, m] of [
        ['first of session', first],
        ['reload', reload],
      ]) {
        console.log(
          row([
            target.name,
            `${viewport.name} ${viewport.width}×${viewport.height}`,
            `${load}${m.splash ? ' (splash)' : ''}`,
            ms(m.lcp),
            (m.lcpElement ?? '-').slice(0, 24),
            m.cls.toFixed(3),
            ms(m.contentAt),
            m.splash
              ? `${ms(m.splashToContent)}${m.spinnerAfterSplash ? ' (then a spinner)' : ''}`
              : '-',
          ]),
        );
        if (verbose) {
          for (const shift of m.shifts)
            console.log(
              `    shift ${shift.value.toFixed(4)} at ${ms(shift.at)} ms: ${shift.sources.join(', ')}`,
            );
        }
      }
      if (external.length) throw new Error(`requests left localhost: ${external.join(', ')}`);
      await context.close();
    }
  }
  console.log(
    "\nLCP and Content: ms since navigation start. Content: the page's data-driven content visible " +
      '(course cards, course title, enrolment rows). CLS: largest session window of layout shifts.\n' +
      "A splash load's LCP element can be the splash itself when nothing painted later is larger.",
  );
}
