import { Inject, Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { CourseCatalogQueries } from '../../courses/course-catalog.queries';
import type { User } from '../../users/user.entity';

const fromMap =
  <V>(load: (keys: readonly string[]) => Promise<Map<string, V>>, fallback: V) =>
  async (keys: readonly string[]) => {
    const map = await load(keys);
    return keys.map((key) => map.get(key) ?? fallback);
  };

/** Fresh per GraphQL request: batches the per-course lookups of a page into one query each. */
export class CatalogLoaders {
  readonly educator;
  readonly content;
  readonly ratingStats;
  readonly enrollmentCount;
  private readonly access = new Map<string, DataLoader<string, boolean>>();

  constructor(private readonly queries: CourseCatalogQueries) {
    this.educator = new DataLoader(fromMap((ids) => queries.educators(ids), null));
    this.content = new DataLoader(fromMap((ids) => queries.content(ids), []));
    this.ratingStats = new DataLoader(
      fromMap((ids) => queries.ratingStats(ids), { average: 0, count: 0 }),
    );
    this.enrollmentCount = new DataLoader(fromMap((ids) => queries.enrollmentCounts(ids), 0));
  }

  /** Whether `viewer` may see every lecture URL of a course (owner, enrolled or admin). */
  fullAccess(viewer: User | undefined, courseId: string): Promise<boolean> {
    if (!viewer) return Promise.resolve(false);
    let loader = this.access.get(viewer.id);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly string[]) => {
        const allowed = await this.queries.fullAccess(viewer, ids);
        return ids.map((id) => allowed.has(id));
      });
      this.access.set(viewer.id, loader);
    }
    return loader.load(courseId);
  }
}

@Injectable()
export class CatalogLoadersFactory {
  constructor(@Inject(CourseCatalogQueries) private readonly queries: CourseCatalogQueries) {}

  create(): CatalogLoaders {
    return new CatalogLoaders(this.queries);
  }
}
