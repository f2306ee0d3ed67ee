// First-view measurements in a real Chromium, shared by the browser test (first-view.e2e.mjs) and
// the benchmark (scripts/measure-first-view.mjs): LCP, CLS, and when the splash lifted and the
// page's content reached the screen.
import { courseId, login, SEEDED } from './support.mjs';

export const PHONE = { name: 'phone', width: 390, height: 844 };
export const DESKTOP = { name: 'desktop', width: 1280, height: 800 };

/** The accessible name of the first-load screen (FirstLoadGate). */
export const SPLASH_NAME = 'Loading BrandCraft';

/** How long after the content is on screen shifts are still watched (fonts, images, late data). */
const SETTLE_MS = 2000;

/**
 * A mid-range phone as Lighthouse's mobile profile models it: 4× slower CPU, 1.6 Mbps both ways
 * (200,000 bytes/s) and 150 ms round trip.
 */
export const SLOW_PHONE = { cpuSlowdown: 4, latencyMs: 150, bytesPerSecond: 200_000 };

/** Applies `profile` (SLOW_PHONE) to `page` through the Chrome DevTools Protocol, for every later load. */
export async function throttle(context, page, profile = SLOW_PHONE) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bytesPerSecond,
    uploadThroughput: profile.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return cdp;
}

/**
 * The four pages of issue 12 with a CSS selector for content that needs their data (course cards,
 * the course title, enrolment rows); `signedIn` pages need the seeded student's token.
 */
export async function firstViewPages(server) {
  const id = await courseId(server, 'Personal Branding Masterclass');
  return [
    { name: 'home', path: '/', content: '#courses li h3' },
    { name: 'course list', path: '/course-list', content: 'main li h3' },
    { name: 'course page', path: `/course/${id}`, content: 'main h1' },
    {
      name: 'my enrollments',
      path: '/my-enrollments',
      content: '[data-testid=enrollment-row], [data-testid=enrollment-card]',
      signedIn: true,
    },
  ];
}

/** A session token of the seeded student (enrolled in three courses). */
export function studentToken(server) {
  return login(server, SEEDED.student);
}

/**
 * Runs in the page before its own scripts, on every navigation of `context`: records layout shifts
 * and LCP entries, and on every frame whether the splash is up and whether `content` is visible.
 */
export async function watchFirstView(context, content, token) {
  await context.addInitScript(
    ({ content, token, splashName }) => {
      if (token) localStorage.setItem('token', token);
      const state = {
        shifts: [],
        lcp: null,
        firstPaint: null,
        splashSeen: false,
        splashGoneAt: null,
        contentAt: null,
        spinnerAfterSplash: false,
      };
      window.__firstView = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((s) => describe(s.node));
          state.shifts.push({ at: entry.startTime, value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) state.lcp = { at: last.startTime, element: describe(last.element) };
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-paint') state.firstPaint = entry.startTime;
      }).observe({ type: 'paint', buffered: true });

      function describe(node) {
        if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
        const text = (node.textContent ?? '').trim().slice(0, 30);
        const url = node.currentSrc ?? '';
        const src = url.startsWith('data:') ? ' (inline)' : url ? ` ${url.split('/').pop()}` : '';
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${src}${text ? ` "${text}"` : ''}`;
      }
      const visible = (el) =>
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      function frame(now) {
        try {
          // index.html holds the splash markup on every load; it is up only when shown.
          const splash = [...document.querySelectorAll(`[aria-label="${splashName}"]`)].find(
            visible,
          );
          if (splash) state.splashSeen = true;
          else if (state.splashSeen && state.splashGoneAt === null) state.splashGoneAt = now;
          if (
            !splash &&
            state.contentAt === null &&
            [...document.querySelectorAll(content)].some(visible)
          )
            state.contentAt = now;
          // A spinner in the page after the splash lifted is the "second spinner" of issue 12.
          if (
            state.splashGoneAt !== null &&
            [...document.querySelectorAll('main [role=status]')].some(visible)
          )
            state.spinnerAfterSplash = true;
        } catch (error) {
          state.error = String(error);
        }
        requestAnimationFrame(frame);
      }
      requestAnimationFrame(frame);
    },
    { content, token, splashName: SPLASH_NAME },
  );
}

/** CLS as Chrome reports it: the largest session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let start = -Infinity;
  let previous = -Infinity;
  for (const { at, value } of shifts) {
    if (at - previous < 1000 && at - start < 5000) current += value;
    else {
      current = value;
      start = at;
    }
    previous = at;
    worst = Math.max(worst, current);
  }
  return worst;
}

/**
 * Loads `url` (or reloads the current page when `url` is omitted), waits for the content watched by
 * `watchFirstView` plus a quiet spell of `settleMs`, and returns the figures of that load.
 */
export async function measureLoad(page, url, { settleMs = SETTLE_MS } = {}) {
  if (url) await page.goto(url, { timeout: 60_000 });
  else await page.reload({ timeout: 60_000 });
  try {
    await page.waitForFunction(() => window.__firstView?.contentAt !== null, undefined, {
      timeout: 30_000,
    });
  } catch (error) {
    const state = await page.evaluate(() => ({ ...window.__firstView, shifts: undefined }));
    throw new Error(`no content on ${page.url()}: ${JSON.stringify(state)}`, { cause: error });
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(settleMs);
  const state = await page.evaluate(() => window.__firstView);
  return {
    lcp: state.lcp?.at ?? null,
    lcpElement: state.lcp?.element ?? null,
    firstPaint: state.firstPaint,
    cls: cumulativeLayoutShift(state.shifts),
    shifts: state.shifts,
    splash: state.splashSeen,
    contentAt: state.contentAt,
    splashToContent: state.splashSeen ? state.contentAt - state.splashGoneAt : null,
    spinnerAfterSplash: state.spinnerAfterSplash,
  };
}
