import { useCallback, useRef, useState } from 'react';
import type { HostedCaption } from './hostedVideo';

/** At most one renewal in this long, so a file that keeps failing is not asked for in a loop. */
const RENEW_INTERVAL_MS = 60_000;

/**
 * The caption tracks with URLs that still work. Their URLs are signed like the playlist's and
 * expire after an hour, yet a learner may turn captions or the transcript on later than that:
 * `renew(url)`, called when a URL is refused, asks `refresh` for fresh ones (null when the viewer
 * may no longer watch, and the tracks are kept as they are).
 */
export function useFreshCaptions(
  initial: readonly HostedCaption[],
  refresh: (() => Promise<readonly HostedCaption[] | null | undefined>) | undefined,
) {
  const [captions, setCaptions] = useState(initial);
  const current = useRef(captions);
  current.current = captions;
  const lastRenewal = useRef(0);

  const renew = useCallback(
    async (refusedUrl: string) => {
      const now = Date.now();
      if (!refresh || now - lastRenewal.current < RENEW_INTERVAL_MS) return;
      if (!current.current.some((caption) => caption.url === refusedUrl)) return;
      lastRenewal.current = now;
      const fresh = await refresh().catch(() => null);
      if (fresh?.length) setCaptions(fresh);
    },
    [refresh],
  );
  return { captions, renew };
}
