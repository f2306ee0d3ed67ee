import { useEffect, useState } from 'react';

/**
 * Queries routePreload.ts started for the address the app opened on, by a key naming the query and
 * its variables. The page that renders from one need not ask again: the answer in the cache (or in
 * flight) was asked for with this session a moment ago.
 */
const preloaded = new Set<string>();

export function markPreloaded(key: string): void {
  preloaded.add(key);
}

/**
 * Whether `key` was preloaded for this page, for the page's whole life. The mark is taken once the
 * page is on screen, not while it renders: a render React throws away (a lazy part suspending on
 * a slow phone) remounts the page, which must still find it, or it asks a second time.
 */
export function usePreloaded(key: string): boolean {
  const [wasPreloaded] = useState(() => preloaded.has(key));
  useEffect(() => {
    preloaded.delete(key);
  }, [key]);
  return wasPreloaded;
}

export const courseDetailKey = (id: string) => `CourseDetail:${id}`;
