import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { pwaState, subscribePwa } from './pwaState';

const PwaNotices = lazy(() => import('./PwaNotices'));

/**
 * The offline banner and the new-version prompt, loaded only when one is due. A new version
 * waits while the learner is in the player: it never reloads in the middle of a lecture.
 */
export function PwaStatus() {
  const { offline, offlineCopy, waiting } = useSyncExternalStore(subscribePwa, pwaState, pwaState);
  const inPlayer = useLocation().pathname.startsWith('/player/');
  const savedCopy = offline || offlineCopy;
  const update = Boolean(waiting) && !inPlayer;
  if (!savedCopy && !update) return null;
  return (
    <Suspense fallback={null}>
      <PwaNotices savedCopy={savedCopy} update={update} />
    </Suspense>
  );
}
