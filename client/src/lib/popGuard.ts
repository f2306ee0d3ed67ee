/**
 * The browser's Back and Forward reach the router through `popstate`. A page that must ask before
 * it is left (useNavigationBlocker) gets to see each pop first: this listener is added before the
 * router's own, and listeners on window run in the order they were added.
 */
type PopGuard = (event: PopStateEvent) => boolean;

let guard: PopGuard | null = null;

/** Once, before the router mounts (main.tsx). */
export function installPopGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (guard?.(event)) event.stopImmediatePropagation();
  });
}

/** `handle` returns true for a pop it took care of, which the router then never sees. */
export function setPopGuard(handle: PopGuard | null): void {
  guard = handle;
}
