import type { ChangeFeed } from './change-feed';

/**
 * One value built from catalog tables, kept while the change feed says nothing in the catalog
 * changed since its reading began (the response cache's rule, so every instance drops it on the
 * same notification), and built afresh whenever the feed is down.
 */
export class CatalogMemo<T> {
  private kept: { since: number; value: Promise<T> } | undefined;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly build: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (this.kept && this.feed.isCurrent(this.kept.since)) return this.kept.value;
    const since = this.feed.now();
    const value = this.build();
    const kept = { since, value };
    this.kept = kept;
    value.catch(() => {
      if (this.kept === kept) this.kept = undefined;
    });
    return value;
  }
}
