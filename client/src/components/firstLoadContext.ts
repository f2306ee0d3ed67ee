import { createContext, useContext } from 'react';

/** False while the first-load screen covers the app (FirstLoadGate); true without a gate. */
export const FirstLoadDoneContext = createContext(true);

/**
 * Whether the app is on screen. The app mounts beneath the first-load screen, so anything timed
 * for the user's eyes (a rotating headline, a redirect after a delay) starts once this is true.
 */
export function useFirstLoadDone(): boolean {
  return useContext(FirstLoadDoneContext);
}
