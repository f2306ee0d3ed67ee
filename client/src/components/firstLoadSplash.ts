/**
 * The first-load screen as index.html paints it, before any JavaScript of the app arrives: a
 * classic script in <head> (build/firstLoadSplashPlugin.ts) marks the first load of a browser
 * session with a class on <html>, which shows the splash markup of index.html. FirstLoadGate takes
 * it over when the app mounts and removes it `ms` after the first paint.
 */

/** sessionStorage key: the first-load screen has been shown in this browser session. */
export const FIRST_LOAD_SEEN_KEY = 'brandcraft.firstLoadSeen';
/** id of the splash element in index.html. */
export const FIRST_LOAD_SPLASH_ID = 'first-load-splash';
/** Class on <html> while the splash of index.html is up. */
export const FIRST_LOAD_CLASS = 'first-load';

/**
 * The head script's source: on the first load of a session (or at every load when storage is
 * blocked) and when `ms` > 0, shows the splash and remembers it for the session.
 */
export function firstLoadScript(ms: number): string {
  const key = JSON.stringify(FIRST_LOAD_SEEN_KEY);
  const cls = JSON.stringify(FIRST_LOAD_CLASS);
  return `(function () {
  var seen = false;
  try { seen = sessionStorage.getItem(${key}) !== null; } catch (e) { /* blocked: a first load */ }
  if (${ms} <= 0 || seen) return;
  document.documentElement.classList.add(${cls});
  try { sessionStorage.setItem(${key}, '1'); } catch (e) { /* nothing to remember it in */ }
})();
`;
}

/** The splash index.html is showing, or null (a later load of the session, or no such markup). */
export function paintedSplash(): HTMLElement | null {
  if (!document.documentElement.classList.contains(FIRST_LOAD_CLASS)) return null;
  return document.getElementById(FIRST_LOAD_SPLASH_ID);
}

/** Removes the splash of index.html (shown or not). */
export function removePaintedSplash(): void {
  document.documentElement.classList.remove(FIRST_LOAD_CLASS);
  document.getElementById(FIRST_LOAD_SPLASH_ID)?.remove();
}

/** Milliseconds since the page first painted (since navigation start if the browser does not say). */
export function msSinceFirstPaint(): number {
  const paints =
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('paint') : [];
  const firstPaint = paints.find((entry) => entry.name === 'first-paint')?.startTime ?? 0;
  return performance.now() - firstPaint;
}
