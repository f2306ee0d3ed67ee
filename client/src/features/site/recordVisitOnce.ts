/**
 * One visit per app load. The promise lives at module level so React StrictMode's doubled
 * effects, remounts and several badges (home page, educator header) share a single call.
 */
let visit: Promise<number> | null = null;

export function recordVisitOnce(record: () => Promise<number>): Promise<number> {
  visit ??= record();
  return visit;
}

/** Forget the recorded visit (tests only). */
export function resetRecordedVisit(): void {
  visit = null;
}
