import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { setPopGuard } from './popGuard';

/** The history methods every in-app navigation goes through (links, navigate(), navigate(-1)). */
interface HistoryNavigator {
  push: (...args: unknown[]) => void;
  replace: (...args: unknown[]) => void;
  go: (delta: number) => void;
}

/** The browser history entry's position, as react-router's BrowserRouter numbers it. */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds back any navigation to another page while `shouldBlock()` says so, and returns it as
 * `pending` (null when none): `proceed` carries it out, `reset` stays. Covers links and navigate()
 * by wrapping the router's history, and the browser's Back and Forward by undoing the pop before
 * the router sees it (popGuard.ts).
 *
 * Why not react-router's useBlocker: it needs a data router, whose code would load on every page
 * (about 17 kB gzipped past the landing page's bundle budget); this loads with the page using it.
 */
export function useNavigationBlocker(shouldBlock: () => boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext) as unknown as {
    navigator: HistoryNavigator;
  };
  const { pathname } = useLocation();
  const blocking = useRef(shouldBlock);
  blocking.current = shouldBlock;
  const here = useRef({ pathname, index: null as number | null });
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    here.current = { pathname, index: historyIndex() };
  }, [pathname]);

  useEffect(() => {
    const original = { push: navigator.push, replace: navigator.replace, go: navigator.go };
    /** A Back or Forward the user confirmed: let its popstate through once. */
    let popAllowed = false;
    /** The popstate of undoing a blocked Back or Forward: not a navigation. */
    let undoing = false;

    const leavesPage = (to: unknown) => {
      const path = typeof to === 'string' ? to : (to as { pathname?: string }).pathname;
      return path === undefined || path.split(/[?#]/)[0] !== here.current.pathname;
    };
    navigator.push = (...args) => {
      if (!leavesPage(args[0]) || !blocking.current()) return original.push(...args);
      setPending(() => () => original.push(...args));
    };
    navigator.replace = (...args) => {
      if (!leavesPage(args[0]) || !blocking.current()) return original.replace(...args);
      setPending(() => () => original.replace(...args));
    };
    navigator.go = (delta) => {
      if (!blocking.current()) return original.go(delta);
      setPending(() => () => {
        popAllowed = true;
        original.go(delta);
      });
    };

    // Seen before the router sees it (popGuard.ts): true keeps it from the router.
    setPopGuard(() => {
      if (undoing) {
        undoing = false;
        return true;
      }
      if (popAllowed) {
        popAllowed = false;
        return false;
      }
      const from = here.current.index;
      const to = historyIndex();
      if (from === null || to === null || from === to || !blocking.current()) return false;
      undoing = true;
      window.history.go(from - to);
      setPending(() => () => {
        popAllowed = true;
        window.history.go(to - from);
      });
      return true;
    });

    return () => {
      Object.assign(navigator, original);
      setPopGuard(null);
    };
  }, [navigator]);

  return {
    pending: pending !== null,
    proceed: () => {
      const go = pending;
      setPending(null);
      go?.();
    },
    reset: () => setPending(null),
  };
}
