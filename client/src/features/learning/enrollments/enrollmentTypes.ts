import type { MyEnrollmentsQuery } from './myEnrollments.generated';

/** One row of My Enrollments: the course, when it was joined and the learner's progress. */
export type Enrollment = MyEnrollmentsQuery['myEnrollments'][number];

export const playerPath = (courseId: string) => `/player/${courseId}`;

/** "3 / 8 Lectures" */
export const lecturesDone = ({ progress }: Enrollment) =>
  `${progress.lecturesCompleted} / ${progress.totalLectures} Lectures`;
