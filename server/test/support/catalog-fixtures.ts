import { DataSource } from 'typeorm';
import { Chapter } from '../../src/courses/chapter.entity';
import { Course } from '../../src/courses/course.entity';
import { Lecture } from '../../src/courses/lecture.entity';
import { Enrollment } from '../../src/enrollments/enrollment.entity';
import { CourseRating } from '../../src/ratings/course-rating.entity';
import { signUp } from './auth-operations';
import { newUser, type TestApp } from './test-app';

export interface CourseFixture {
  title?: string;
  price?: number;
  discount?: number;
  published?: boolean;
  createdAt?: Date;
  /** Lectures per chapter: [free?, minutes]. Default: two chapters, first lecture of each free. */
  chapters?: LectureFixture[][];
}

type LectureFixture = { free: boolean; minutes: number; url?: string };

const DEFAULT_CHAPTERS: LectureFixture[][] = [
  [
    { free: true, minutes: 10 },
    { free: false, minutes: 20 },
  ],
  [
    { free: false, minutes: 30 },
    { free: true, minutes: 5 },
  ],
];

/** Rows written straight to the database: the catalog tests read them through the APIs. */
export async function createCourse(app: TestApp, educatorId: string, fixture: CourseFixture = {}) {
  const db = app.app.get(DataSource);
  const course = await db.getRepository(Course).save({
    courseTitle: fixture.title ?? 'Test Course',
    courseDescription: '<p>A course.</p>',
    courseThumbnail: '/uploads/test.png',
    coursePrice: fixture.price ?? 1000,
    discount: fixture.discount ?? 0,
    isPublished: fixture.published ?? true,
    educatorId,
    ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
  });
  const chapters = fixture.chapters ?? DEFAULT_CHAPTERS;
  for (const [c, lectures] of chapters.entries()) {
    const chapter = await db
      .getRepository(Chapter)
      .save({ courseId: course.id, chapterTitle: `Chapter ${c + 1}`, chapterOrder: c + 1 });
    await db.getRepository(Lecture).insert(
      lectures.map((l, i) => ({
        chapterId: chapter.id,
        lectureTitle: `Lecture ${c + 1}.${i + 1}`,
        lectureDuration: l.minutes,
        lectureUrl: l.url ?? `https://youtu.be/lecture${c}${i}xx`,
        isPreviewFree: l.free,
        lectureOrder: i + 1,
      })),
    );
  }
  await app.settled();
  return course;
}

export async function enroll(app: TestApp, userId: string, courseId: string) {
  await app.app.get(DataSource).getRepository(Enrollment).insert({ userId, courseId });
  await app.settled();
}

export async function rate(app: TestApp, userId: string, courseId: string, rating: number) {
  await app.app.get(DataSource).getRepository(CourseRating).insert({ userId, courseId, rating });
  await app.settled();
}

export async function educator(app: TestApp) {
  const session = await signUp(app, newUser({ name: 'Edu Cator' }));
  await app.gql('mutation { becomeEducator { role } }', {}, session.token);
  return session;
}
