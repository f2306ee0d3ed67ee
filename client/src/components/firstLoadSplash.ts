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

/** The splash's texts in Hindi (client/src/locales/hi/components.json), put in by the build. */
export interface SplashHindi {
  label: string;
  text: string;
}

/**
 * The head script's source: on the first load of a session (or at every load when storage is
 * blocked) and when `ms` > 0, shows the splash and remembers it for the session. It also sets
 * <html lang> to the language the app will open in (i18n/locale.ts: the stored choice, else the
 * browser's first English or Hindi), and in Hindi words the splash in Hindi as it is parsed.
 */
export function firstLoadScript(ms: number, hindi?: SplashHindi): string {
  const key = JSON.stringify(FIRST_LOAD_SEEN_KEY);
  const cls = JSON.stringify(FIRST_LOAD_CLASS);
  const id = JSON.stringify(FIRST_LOAD_SPLASH_ID);
  return `(function () {
  var lang = null;
  try { lang = localStorage.getItem('locale'); } catch (e) { /* blocked */ }
  if (lang !== 'en' && lang !== 'hi') {
    lang = 'en';
    var asked = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < asked.length; i++) {
      var base = String(asked[i]).toLowerCase().split(/[-_]/)[0];
      if (base === 'en' || base === 'hi') { lang = base; break; }
    }
  }
  document.documentElement.lang = lang;
  var hindi = ${JSON.stringify(hindi ?? null)};
  if (lang === 'hi' && hindi && window.MutationObserver) {
    var watch = new MutationObserver(function () {
      var splash = document.getElementById(${id});
      var text = splash && splash.querySelector('p');
      if (!text) return;
      splash.setAttribute('aria-label', hindi.label);
      text.textContent = hindi.text;
      watch.disconnect();
    });
    watch.observe(document.documentElement, { childList: true, subtree: true });
  }
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
