import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { OptionalPart } from '../../components/OptionalPart';
import { pwaState, subscribePwa } from './pwaState';

/** Loaded when due; a failed load is tried again the next time one is due. */
let PwaNotices = lazy(loadNotices);
function loadNotices() {
  return import('./PwaNotices').catch((error: unknown) => {
    PwaNotices = lazy(loadNotices);
    throw error;
  });
}

/**
 * The offline banner and the new-version prompt, loaded only when one is due. A new version
 * waits while the learner is in the player: it never reloads in the middle of a lecture. Going
 * offline before the service worker controls the page (a first visit) leaves the banner's code
 * unreachable: the page then goes on without the banner.
 */
export function PwaStatus() {
  const { offline, offlineCopy, waiting } = useSyncExternalStore(subscribePwa, pwaState, pwaState);
  const inPlayer = useLocation().pathname.startsWith('/player/');
  const savedCopy = offline || offlineCopy;
  const update = Boolean(waiting) && !inPlayer;
  if (!savedCopy && !update) return null;
  return (
    <OptionalPart key={`${savedCopy}-${update}`}>
      <Suspense fallback={null}>
        <PwaNotices savedCopy={savedCopy} update={update} />
      </Suspense>
    </OptionalPart>
  );
}
