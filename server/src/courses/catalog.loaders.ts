import { Inject, Injectable } from '@nestjs/common';
import type { RequestLoaders } from '../common/graphql/request-loaders';
import type { ImageSource } from '../uploads/dto/image-source.types';
import type { User } from '../users/user.entity';
import { CategoriesService } from './categories.service';
import type { CategoryNode } from './category.entity';
import { CourseCatalogQueries, type LectureStats } from './course-catalog.queries';
import type { Course } from './course.entity';
import { RelatedCoursesQueries } from './related-courses.queries';
import type { ChapterView, Educator } from './dto/course-content.types';

const NO_LECTURES: LectureStats = { lectures: 0, minutes: 0 };

/** The catalog's per-course questions, batched per GraphQL operation (one query for a whole page). */
@Injectable()
export class CatalogLoaders {
  constructor(
    @Inject(CourseCatalogQueries) private readonly queries: CourseCatalogQueries,
    @Inject(CategoriesService) private readonly categories: CategoriesService,
    @Inject(RelatedCoursesQueries) private readonly related: RelatedCoursesQueries,
  ) {}

  /** The tree is read once per operation, whatever the number of courses. */
  category(loaders: RequestLoaders, categoryId: string): Promise<CategoryNode | null> {
    return loaders.fromMap('category', categoryId, () => this.categories.byId(), null);
  }

  moreByInstructor(loaders: RequestLoaders, courseId: string, first: number): Promise<Course[]> {
    return loaders.fromMap(
      `moreByInstructor:${first}`,
      courseId,
      (ids) => this.related.moreByInstructor(ids, first),
      [] as Course[],
    );
  }

  alsoBought(loaders: RequestLoaders, courseId: string, first: number): Promise<Course[]> {
    return loaders.fromMap(
      `alsoBought:${first}`,
      courseId,
      (ids) => this.related.alsoBought(ids, first),
      [] as Course[],
    );
  }

  educator(loaders: RequestLoaders, educatorId: string): Promise<Educator | null> {
    return loaders.fromMap('educator', educatorId, (ids) => this.queries.educators(ids), null);
  }

  lectureStats(loaders: RequestLoaders, courseId: string): Promise<LectureStats> {
    return loaders.fromMap(
      'lectureStats',
      courseId,
      (ids) => this.queries.lectureStats(ids),
      NO_LECTURES,
    );
  }

  /** `lectureStats` of many courses as a map; the course fields then reuse the loaded values. */
  async lectureStatsOf(
    loaders: RequestLoaders,
    courseIds: readonly string[],
  ): Promise<Map<string, LectureStats>> {
    const stats = await Promise.all(courseIds.map((id) => this.lectureStats(loaders, id)));
    return new Map(courseIds.map((id, i) => [id, stats[i]]));
  }

  enrollmentCount(loaders: RequestLoaders, courseId: string): Promise<number> {
    return loaders.fromMap(
      'enrollmentCount',
      courseId,
      (ids) => this.queries.enrollmentCounts(ids),
      0,
    );
  }

  thumbnailSources(loaders: RequestLoaders, courseId: string): Promise<ImageSource[]> {
    return loaders.fromMap(
      'thumbnailSources',
      courseId,
      (ids) => this.queries.thumbnailSources(ids),
      [] as ImageSource[],
    );
  }

  /** The course's chapters and lectures as `viewer` may see them (see `curriculumFor`). */
  curriculum(
    loaders: RequestLoaders,
    viewer: User | undefined,
    courseId: string,
  ): Promise<ChapterView[]> {
    return loaders.fromMap(
      `curriculum:${viewer?.id ?? 'anonymous'}`,
      courseId,
      (ids) => this.queries.curriculumFor(viewer, ids),
      [] as ChapterView[],
    );
  }

  isEnrolled(
    loaders: RequestLoaders,
    viewer: User | undefined,
    courseId: string,
  ): Promise<boolean> {
    if (!viewer) return Promise.resolve(false);
    return loaders.perKey(`enrolled:${viewer.id}`, courseId, async (ids) => {
      const enrolled = await this.queries.enrolledIn(viewer.id, ids);
      return ids.map((id) => enrolled.has(id));
    });
  }
}
