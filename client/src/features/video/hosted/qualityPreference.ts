import { useCallback, useSyncExternalStore } from 'react';
import { type HostedRendition, isAudioOnly } from './hostedVideo';

/**
 * The quality a learner chose for hosted lectures, remembered in this browser: 'auto', 'audio'
 * (Data saver: sound only, the smallest download) or a picture height such as 360. Every lecture
 * starts at it, and the lecture list estimates each lecture's download at it.
 */
export type QualityPreference = 'auto' | 'audio' | number;

export const QUALITY_STORAGE_KEY = 'video.quality';
export const CAPTIONS_STORAGE_KEY = 'video.captions';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: nothing is remembered
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice holds for this page only, through the listeners
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function parseQuality(stored: string | null): QualityPreference {
  if (stored === 'audio') return 'audio';
  const height = Number(stored);
  return Number.isInteger(height) && height > 0 ? height : 'auto';
}

/** The remembered quality and its setter; every player and list on the page follows a change. */
export function useQualityPreference(): [QualityPreference, (next: QualityPreference) => void] {
  const stored = useSyncExternalStore(subscribe, () => read(QUALITY_STORAGE_KEY));
  const set = useCallback(
    (next: QualityPreference) => write(QUALITY_STORAGE_KEY, next === 'auto' ? null : String(next)),
    [],
  );
  return [parseQuality(stored), set];
}

/** The caption language the learner last chose ('' for Off), remembered like the quality. */
export function useCaptionPreference(): [string, (language: string) => void] {
  const stored = useSyncExternalStore(subscribe, () => read(CAPTIONS_STORAGE_KEY));
  const set = useCallback((language: string) => write(CAPTIONS_STORAGE_KEY, language || null), []);
  return [stored ?? '', set];
}

const byHeight = (a: { height: number }, b: { height: number }) => a.height - b.height;

/**
 * The rendition a preference plays: the audio-only one for 'audio' (else the smallest picture),
 * the tallest picture up to a chosen height (else the smallest), and for 'auto' none: the player
 * picks as the connection allows.
 */
export function renditionFor<R extends Pick<HostedRendition, 'height'>>(
  preference: QualityPreference,
  renditions: readonly R[],
): R | undefined {
  const pictures = renditions.filter((r) => !isAudioOnly(r)).sort(byHeight);
  if (preference === 'auto') return undefined;
  if (preference === 'audio') return renditions.find(isAudioOnly) ?? pictures[0];
  return pictures.filter((r) => r.height <= preference).at(-1) ?? pictures[0];
}
