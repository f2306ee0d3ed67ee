/**
 * Queries routePreload.ts started for the address the app opened on, by a key naming the query and
 * its variables. The page that renders from one takes the mark once: the answer in the cache (or
 * in flight) was asked for with this session a moment ago, so the page need not ask again.
 */
const preloaded = new Set<string>();

export function markPreloaded(key: string): void {
  preloaded.add(key);
}

/** Whether `key` was preloaded and not yet taken; true once. */
export function takePreloaded(key: string): boolean {
  return preloaded.delete(key);
}

export const courseDetailKey = (id: string) => `CourseDetail:${id}`;
