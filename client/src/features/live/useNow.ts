import { useEffect, useState } from 'react';

/** The time now, again every `everyMs`: a page whose buttons depend on the clock (a room opening) keeps up. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
