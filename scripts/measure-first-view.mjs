// LCP and CLS of the first view in headless Chromium, on the production build: home, course list,
// a course page and My Enrollments (the seeded student), at phone and desktop widths, for the first
// load of a browser session (with the splash) and a reload (no splash). Run after `npm run build`:
//   node scripts/measure-first-view.mjs [--verbose]     (or: npm run bench:first-view)
// One sample per cell on a noisy machine: read the figures as one run, not as a promise.
import { fileURLToPath } from 'node:url';
import {
  DESKTOP,
  PHONE,
  firstViewPages,
  measureLoad,
  studentToken,
  watchFirstView,
} from '../client/e2e/first-view.mjs';
import { launchBrowser, newDataDir, newPage, startServer } from '../client/e2e/support.mjs';

const verbose = process.argv.includes('--verbose');
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const ms = (value) => (value === null ? '-' : `${Math.round(value)}`);
const row = (cells) => `| ${cells.join(' | ')} |`;

const server = await startServer(newDataDir());
const browser = await launchBrowser();
try {
  const pages = await firstViewPages(server);
  const token = await studentToken(server);
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
      const { page, context, external } = await newPage(browser, viewport);
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
} finally {
  await browser.close();
  await server.stop();
}
