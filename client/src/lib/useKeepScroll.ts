import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry of a page using this hook was scrolled to, by the router's entry key. */
const positions = new Map<string, number>();

/** The router's key of the current history entry (BrowserRouter keeps it in history.state). */
function currentEntryKey(): string | undefined {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'key' in state && typeof state.key === 'string'
    ? state.key
    : undefined;
}

/**
 * Keeps a long page's scroll position for Back and Forward: while the page is shown its position
 * is recorded for the history entry, and when the learner comes back to that entry (a POP
 * navigation) it is restored once `ready` (the content is rendered again, e.g. from the Apollo
 * cache). Other navigations leave scrolling alone, so links that scroll to the top still do.
 *
 * The app uses BrowserRouter (no data router), so React Router's `<ScrollRestoration>` is not
 * available.
 */
export function useKeepScroll(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef<string | null>(null);

  // The browser's own restoration would run after ours and put back where the entry was left:
  // the top, when a link scrolled there before leaving. The mode belongs to the history entry that
  // is current when it is set, so the list's entries get 'manual', and the entry that replaces
  // them (a course page, once this page unmounts) gets the browser's restoration back.
  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // A link that scrolls to the top before leaving fires its scroll event once the next
        // entry is current: that position is not this entry's.
        const entry = currentEntryKey();
        if (entry === undefined || entry === key) positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const top = positions.get(key);
    if (navigationType === NavigationType.Pop && top !== undefined) window.scrollTo({ top });
  }, [ready, key, navigationType]);
}
