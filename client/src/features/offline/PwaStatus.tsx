import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { pwaState, subscribePwa } from './pwaState';

interface NoticesProps {
  savedCopy: boolean;
  update: boolean;
}
const NoNotices: ComponentType<NoticesProps> = () => null;

/**
 * Loaded when due. Its code cannot be fetched offline before the service worker controls the page
 * (a first visit): the page then goes on without it, and it is tried again when one is next due.
 */
let PwaNotices = lazy(loadNotices);
function loadNotices(): Promise<{ default: ComponentType<NoticesProps> }> {
  return import('./PwaNotices').catch(() => {
    PwaNotices = lazy(loadNotices);
    return { default: NoNotices };
  });
}

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
