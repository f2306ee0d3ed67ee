import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In } from 'typeorm';
import { prop } from '../common/database/property-path';
import { Enrollment } from '../enrollments/enrollment.entity';
import { Role, User } from '../users/user.entity';
import { Chapter } from './chapter.entity';
import { Course } from './course.entity';
import { CourseThumbnailSource } from './course-thumbnail-source.entity';
import type { ChapterView, Educator, LectureView } from './dto/course-content.types';
import { Lecture } from './lecture.entity';
import { RecordingAudience } from './recording-audience';
import type { ImageSource } from '../uploads/dto/image-source.types';
import { countedLecture } from './counted-lectures';

export interface LectureStats {
  lectures: number;
  /** Sum of lecture durations, in minutes. */
  minutes: number;
}

/**
 * Batch reads for many courses at once, each one SQL query whatever the number of ids.
 * GraphQL's DataLoaders and the REST adapters both use them.
 */
/** Counted lectures and minutes per course (plain SQL: every progress read and course card runs it). */
const LECTURE_STATS = `
SELECT chapter."course_id" AS "courseId",
  count(*) FILTER (WHERE ${countedLecture('lecture')})::int AS "lectures",
  coalesce(sum(lecture."lecture_duration"), 0)::int AS "minutes"
FROM "lectures" lecture
JOIN "chapters" chapter ON chapter."id" = lecture."chapter_id"
WHERE chapter."course_id" = ANY($1::uuid[])
GROUP BY chapter."course_id"`;

@Injectable()
export class CourseCatalogQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RecordingAudience) private readonly recordings: RecordingAudience,
  ) {}

  /** The courses of `ids` in that order (ids ranked by a search or a statistic); missing ones are left out. */
  async inOrder(ids: readonly string[]): Promise<Course[]> {
    if (ids.length === 0) return [];
    const found = await this.db.getRepository(Course).findBy({ id: In([...new Set(ids)]) });
    const byId = new Map(found.map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async educators(ids: readonly string[]): Promise<Map<string, Educator>> {
    const users = await this.db
      .getRepository(User)
      .find({ where: { id: In([...ids]) }, select: { id: true, name: true, imageUrl: true } });
    return new Map(users.map((u) => [u.id, { id: u.id, name: u.name, imageUrl: u.imageUrl }]));
  }

  /**
   * The curriculum of each course as `viewer` may see it: chapters and lectures in order, with every
   * lecture URL for the owner, an enrolled learner or an admin, and only free-preview URLs for
   * anyone else. The one way lecture URLs leave the database (three queries whatever the number of
   * ids, and a fourth when some lecture is a live session's recording).
   */
  async curriculumFor(
    viewer: User | undefined,
    courseIds: readonly string[],
  ): Promise<Map<string, ChapterView[]>> {
    const [stored, access] = await Promise.all([
      this.storedCurriculum(courseIds),
      this.fullAccess(viewer, courseIds),
    ]);
    // Asked only where the course's rule lets the viewer watch: a visitor's curriculum costs nothing more.
    const sessionIds = [...stored].flatMap(([courseId, chapters]) =>
      chapters.flatMap((c) =>
        c.chapterContent.flatMap((l) =>
          l.liveSessionId && (access.has(courseId) || l.isPreviewFree) ? [l.liveSessionId] : [],
        ),
      ),
    );
    const open = await this.openRecordings(viewer, sessionIds);
    for (const [courseId, chapters] of stored)
      stored.set(courseId, asSeenWith(chapters, access.has(courseId), open));
    return stored;
  }

  /** The live sessions among `ids` whose recordings the viewer may watch (`RecordingAudience`). */
  private async openRecordings(viewer: User | undefined, ids: string[]): Promise<Set<string>> {
    return ids.length ? this.recordings.open(viewer, [...new Set(ids)]) : new Set();
  }

  /** Every lecture URL, locked or not: only `curriculumFor` may call it. */
  private async storedCurriculum(
    courseIds: readonly string[],
  ): Promise<Map<string, ChapterView[]>> {
    const byCourse = new Map<string, ChapterView[]>(courseIds.map((id) => [id, []]));
    if (courseIds.length === 0) return byCourse;
    // Chapters first, then their lectures by chapter id: joined in one query, PostgreSQL scans every
    // lecture once the courses are many (a learner's 200), where the chapter ids use the index.
    const chapters = await this.db
      .getRepository(Chapter)
      .createQueryBuilder('chapter')
      .where(`${prop<Chapter>('chapter', 'courseId')} = ANY(:courseIds)`, { courseIds })
      .orderBy(prop<Chapter>('chapter', 'chapterOrder'), 'ASC')
      .getMany();
    const chapterIds = chapters.map((c) => c.id);
    const lectures = chapterIds.length
      ? await this.db
          .getRepository(Lecture)
          .createQueryBuilder('lecture')
          .where(`${prop<Lecture>('lecture', 'chapterId')} = ANY(:chapterIds)`, { chapterIds })
          .orderBy(prop<Lecture>('lecture', 'lectureOrder'), 'ASC')
          .getMany()
      : [];
    const lecturesBy = new Map<string, LectureView[]>(chapterIds.map((id) => [id, []]));
    const courseOf = new Map(chapters.map((c) => [c.id, c.courseId]));
    for (const l of lectures) {
      const hosted = isHostedLecture(l);
      lecturesBy.get(l.chapterId)?.push({
        lectureId: l.id,
        lectureTitle: l.lectureTitle,
        lectureDuration: l.lectureDuration,
        lectureUrl: hosted ? null : l.lectureUrl,
        hosted,
        courseId: courseOf.get(l.chapterId)!,
        videoId: l.videoId,
        liveSessionId: l.liveSessionId,
        description: l.description,
        mayWatch: false,
        isPreviewFree: l.isPreviewFree,
        lectureOrder: l.lectureOrder,
      });
    }
    for (const chapter of chapters) {
      byCourse.get(chapter.courseId)?.push({
        chapterId: chapter.id,
        chapterTitle: chapter.chapterTitle,
        chapterOrder: chapter.chapterOrder,
        chapterContent: lecturesBy.get(chapter.id) ?? [],
      });
    }
    return byCourse;
  }

  /**
   * The stored renditions of each course's thumbnail, narrowest first and WebP before its fallback
   * at each width (the order of a srcset); an empty list for a course without any. One query.
   */
  async thumbnailSources(courseIds: readonly string[]): Promise<Map<string, ImageSource[]>> {
    const byCourse = new Map<string, ImageSource[]>(courseIds.map((id) => [id, []]));
    if (courseIds.length === 0) return byCourse;
    const type = prop<CourseThumbnailSource>('s', 'type');
    const rows = await this.db
      .getRepository(CourseThumbnailSource)
      .createQueryBuilder('s')
      .where(`${prop<CourseThumbnailSource>('s', 'courseId')} = ANY(:courseIds)`, { courseIds })
      .orderBy(prop<CourseThumbnailSource>('s', 'width'), 'ASC')
      .addOrderBy(`${type} = 'image/webp'`, 'DESC')
      .addOrderBy(type, 'ASC')
      .getMany();
    for (const { courseId, url, width, type } of rows)
      byCourse.get(courseId)?.push({ url, width, type });
    return byCourse;
  }

  /** Lecture count and total minutes of each course, counted in SQL (no curriculum is loaded). */
  async lectureStats(courseIds: readonly string[]): Promise<Map<string, LectureStats>> {
    const stats = new Map<string, LectureStats>(
      courseIds.map((id) => [id, { lectures: 0, minutes: 0 }]),
    );
    if (courseIds.length === 0) return stats;
    const rows = await this.db.query<({ courseId: string } & LectureStats)[]>(LECTURE_STATS, [
      courseIds,
    ]);
    for (const { courseId, lectures, minutes } of rows) stats.set(courseId, { lectures, minutes });
    return stats;
  }

  /** Learners per course, from course_stats (kept by the enrollments' trigger), not a count of rows. */
  async enrollmentCounts(courseIds: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db.query<{ courseId: string; count: number }[]>(
      'SELECT course_id AS "courseId", enrollment_count AS count FROM course_stats WHERE course_id = ANY($1)',
      [[...courseIds]],
    );
    const counts = new Map<string, number>(courseIds.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.courseId, row.count);
    return counts;
  }

  /** The courses among `courseIds` whose every lecture the viewer may watch: owned or enrolled (admins: all). */
  async fullAccess(viewer: User | undefined, courseIds: readonly string[]): Promise<Set<string>> {
    if (!viewer || courseIds.length === 0) return new Set();
    if (viewer.role === Role.ADMIN) return new Set(courseIds);
    const courses = this.db
      .getRepository(Course)
      .createQueryBuilder('course')
      .select(prop<Course>('course', 'id'))
      .where({ id: In([...courseIds]) });
    const enrolled = courses
      .subQuery()
      .select('1')
      .from(Enrollment, 'e')
      .where(`${prop<Enrollment>('e', 'courseId')} = ${prop<Course>('course', 'id')}`)
      .andWhere(`${prop<Enrollment>('e', 'userId')} = :viewerId`)
      .getQuery();
    const rows = await courses
      .andWhere(
        new Brackets((access) =>
          access
            .where({ educatorId: viewer.id })
            .orWhere(`EXISTS ${enrolled}`, { viewerId: viewer.id }),
        ),
      )
      .getMany();
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Whether the viewer may watch each of `lectureIds` (hosted or YouTube alike: `mayWatchLecture`),
   * and whether they may edit its course (owner or admin). Lectures that do not exist are left out.
   */
  async watchAccess(
    viewer: User | undefined,
    lectureIds: readonly string[],
  ): Promise<Map<string, LectureAccess>> {
    const found = new Map<string, LectureAccess>();
    if (lectureIds.length === 0) return found;
    const rows = await this.db
      .getRepository(Lecture)
      .createQueryBuilder('lecture')
      .innerJoin(prop<Lecture>('lecture', 'chapter'), 'chapter')
      .innerJoin(Course, 'course', `course.id = ${prop<Chapter>('chapter', 'courseId')}`)
      .select(prop<Lecture>('lecture', 'id'), 'lectureId')
      .addSelect(prop<Lecture>('lecture', 'isPreviewFree'), 'isPreviewFree')
      .addSelect(prop<Lecture>('lecture', 'liveSessionId'), 'liveSessionId')
      .addSelect(prop<Course>('course', 'id'), 'courseId')
      .addSelect(prop<Course>('course', 'educatorId'), 'educatorId')
      .addSelect(prop<Course>('course', 'isPublished'), 'isPublished')
      .where(`${prop<Lecture>('lecture', 'id')} = ANY(:lectureIds)`, { lectureIds })
      .getRawMany<{
        lectureId: string;
        isPreviewFree: boolean;
        liveSessionId: string | null;
        courseId: string;
        educatorId: string;
        isPublished: boolean;
      }>();
    const [access, open] = await Promise.all([
      this.fullAccess(viewer, [...new Set(rows.map((r) => r.courseId))]),
      this.openRecordings(
        viewer,
        rows.flatMap((r) => r.liveSessionId ?? []),
      ),
    ]);
    for (const row of rows) {
      const full = access.has(row.courseId);
      found.set(row.lectureId, {
        courseId: row.courseId,
        educatorId: row.educatorId,
        // A free preview of a course the viewer may not open (unpublished) stays closed.
        mayWatch: mayWatchLecture(row, full, open) && (full || row.isPublished),
        mayEdit:
          viewer !== undefined && (viewer.role === Role.ADMIN || viewer.id === row.educatorId),
      });
    }
    return found;
  }

  /** Which of `courseIds` the user is enrolled in. */
  async enrolledIn(userId: string, courseIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.db.getRepository(Enrollment).find({
      where: { userId, courseId: In([...courseIds]) },
      select: { courseId: true },
    });
    return new Set(rows.map((r) => r.courseId));
  }

  /** For the REST shapes: the enrolled user ids of each course, in enrollment order. */
  async studentsOf(courseIds: readonly string[]): Promise<Map<string, string[]>> {
    // Raw rows: a popular course has thousands; they come in IDX_enrollments_course's order.
    const rows = await this.db
      .getRepository(Enrollment)
      .createQueryBuilder('e')
      .select(prop<Enrollment>('e', 'courseId'), 'courseId')
      .addSelect(prop<Enrollment>('e', 'userId'), 'userId')
      .where(`${prop<Enrollment>('e', 'courseId')} = ANY(:courseIds)`, { courseIds })
      .orderBy(prop<Enrollment>('e', 'courseId'))
      .addOrderBy(prop<Enrollment>('e', 'createdAt'))
      .getRawMany<{ courseId: string; userId: string }>();
    const students = new Map<string, string[]>(courseIds.map((id) => [id, []]));
    for (const row of rows) students.get(row.courseId)?.push(row.userId);
    return students;
  }
}

export interface LectureAccess {
  courseId: string;
  educatorId: string;
  mayWatch: boolean;
  /** The course's owner or an admin. */
  mayEdit: boolean;
}

/**
 * The one rule for watching a lecture, a YouTube link or a hosted video alike: a free preview, or
 * a course the viewer owns, administers or is enrolled in (`fullAccess`); and a live session's
 * recording only when its session is open to the viewer (`RecordingAudience`: a session sold as
 * seats, to its seat holders).
 */
export const mayWatchLecture = (
  lecture: { isPreviewFree: boolean; liveSessionId: string | null },
  fullAccess: boolean,
  openRecordings: ReadonlySet<string>,
) =>
  (fullAccess || lecture.isPreviewFree) &&
  (lecture.liveSessionId === null || openRecordings.has(lecture.liveSessionId));

/**
 * A lecture plays its hosted video once one is ready (`videoId`); a lecture stored without a link
 * is hosted too, its video still on its way.
 */
export const isHostedLecture = (lecture: Pick<Lecture, 'videoId' | 'lectureUrl'>) =>
  lecture.videoId !== null || lecture.lectureUrl === '';

/** A locked lecture keeps its title and duration but not its link. */
function asSeenWith(
  content: ChapterView[],
  fullAccess: boolean,
  openRecordings: ReadonlySet<string>,
): ChapterView[] {
  return content.map((chapter) => ({
    ...chapter,
    chapterContent: chapter.chapterContent.map((l) => {
      const mayWatch = mayWatchLecture(l, fullAccess, openRecordings);
      return { ...l, mayWatch, lectureUrl: mayWatch ? l.lectureUrl : null };
    }),
  }));
}
