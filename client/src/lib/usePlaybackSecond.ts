import { useEffect, useState } from 'react';

/** How often a button that names the video's second ("Add note at 1:35") reads it (a local call). */
const CLOCK_MS = 1_000;

/** The video's whole second, read every CLOCK_MS while `running` (0 before it is ready). */
export function usePlaybackSecond(currentTime: () => number | undefined, running: boolean) {
  const [second, setSecond] = useState(0);
  useEffect(() => {
    if (!running) return;
    const read = () => setSecond(Math.floor(currentTime() ?? 0));
    read();
    const timer = window.setInterval(read, CLOCK_MS);
    return () => window.clearInterval(timer);
  }, [currentTime, running]);
  return second;
}
