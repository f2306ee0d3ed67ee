import { Inject, Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { HttpContext } from '../common/graphql/graphql.config';
import type { AuthenticatedRequest } from '../auth/signed-in-user';
import { CourseCatalogQueries, NO_RATINGS, type LectureStats } from './course-catalog.queries';
import type { CourseRating } from '../ratings/course-rating.entity';
import { encodeReviewCursor, type ReviewPageArgs } from '../ratings/review-page';
import { ReviewQueries, type ReviewPage } from '../ratings/review-queries';
import type { ImageSource } from '../uploads/dto/image-source.types';
import type { User } from '../users/user.entity';
import type { ChapterView } from './dto/course-content.types';

const fromMap =
  <V>(load: (keys: readonly string[]) => Promise<Map<string, V>>, fallback: V) =>
  async (keys: readonly string[]) => {
    const map = await load(keys);
    return keys.map((key) => map.get(key) ?? fallback);
  };

/** Fresh per GraphQL request: batches the per-course lookups of a page into one query each. */
export class CatalogLoaders {
  readonly educator;
  readonly lectureStats;
  readonly ratingStats;
  readonly enrollmentCount;
  readonly thumbnailSources;
  private readonly keyed = new Map<string, DataLoader<string, unknown>>();

  constructor(
    private readonly queries: CourseCatalogQueries,
    private readonly reviewQueries: ReviewQueries,
  ) {
    this.educator = new DataLoader(fromMap((ids) => queries.educators(ids), null));
    this.lectureStats = new DataLoader(
      fromMap((ids) => queries.lectureStats(ids), { lectures: 0, minutes: 0 }),
    );
    this.ratingStats = new DataLoader(
      fromMap((ids) => queries.ratingStats(ids), NO_RATINGS),
    );
    this.enrollmentCount = new DataLoader(fromMap((ids) => queries.enrollmentCounts(ids), 0));
    this.thumbnailSources = new DataLoader(
      fromMap((ids) => queries.thumbnailSources(ids), [] as ImageSource[]),
    );
  }

  /** `lectureStats` of many courses as a map; the course fields then reuse the loaded values. */
  async lectureStatsOf(courseIds: readonly string[]): Promise<Map<string, LectureStats>> {
    const stats = await this.lectureStats.loadMany(courseIds);
    return new Map(
      courseIds.map((id, i) => {
        const value = stats[i];
        if (value instanceof Error) throw value;
        return [id, value];
      }),
    );
  }

  /** The course's chapters and lectures as `viewer` may see them (see `curriculumFor`). */
  curriculum(viewer: User | undefined, courseId: string): Promise<ChapterView[]> {
    return this.perKey(`curriculum:${viewer?.id ?? 'anonymous'}`, courseId, async (ids) => {
      const curricula = await this.queries.curriculumFor(viewer, ids);
      return ids.map((id) => curricula.get(id) ?? []);
    });
  }

  isEnrolled(viewer: User | undefined, courseId: string): Promise<boolean> {
    if (!viewer) return Promise.resolve(false);
    return this.perKey(`enrolled:${viewer.id}`, courseId, async (ids) => {
      const enrolled = await this.queries.enrolledIn(viewer.id, ids);
      return ids.map((id) => enrolled.has(id));
    });
  }

  /** The viewer's own rating and review of the course, null when they have not rated it. */
  viewerRating(
    viewer: User | undefined,
    courseId: string,
  ): Promise<Pick<CourseRating, 'rating' | 'review'> | null> {
    if (!viewer) return Promise.resolve(null);
    return this.perKey(`rating:${viewer.id}`, courseId, async (ids) => {
      const ratings = await this.queries.ratingsBy(viewer.id, ids);
      return ids.map((id) => ratings.get(id) ?? null);
    });
  }

  /** A page of the course's written reviews; courses asking for the same page are batched. */
  reviews(courseId: string, args: ReviewPageArgs): Promise<ReviewPage> {
    const key = `reviews:${args.first}:${args.after ? encodeReviewCursor(args.after) : ''}`;
    return this.perKey(key, courseId, async (ids) => {
      const pages = await this.reviewQueries.pagesOf(ids, args);
      return ids.map((id) => pages.get(id)!);
    });
  }

  /**
   * One batching loader per key, for fields whose answer depends on who asks (the key names the
   * question and the viewer) or on the field's arguments. `item` is usually a course id; other
   * features use it too, e.g. a learner's certificates.
   */
  perKey<V>(
    key: string,
    item: string,
    batch: (items: readonly string[]) => Promise<V[]>,
  ): Promise<V> {
    let loader = this.keyed.get(key) as DataLoader<string, V> | undefined;
    if (!loader) {
      loader = new DataLoader<string, V>(batch);
      this.keyed.set(key, loader);
    }
    return loader.load(item);
  }
}

/** The GraphQL context as course resolvers read it (app.module adds `loaders`). */
export interface GraphQLContext extends HttpContext {
  req: AuthenticatedRequest;
  loaders: CatalogLoaders;
}

@Injectable()
export class CatalogLoadersFactory {
  constructor(
    @Inject(CourseCatalogQueries) private readonly queries: CourseCatalogQueries,
    @Inject(ReviewQueries) private readonly reviewQueries: ReviewQueries,
  ) {}

  create(): CatalogLoaders {
    return new CatalogLoaders(this.queries, this.reviewQueries);
  }
}
