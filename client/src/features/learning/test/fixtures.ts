import { GraphQLError } from 'graphql';

/** Test data shaped like the API's answers (with __typename, as MockedProvider adds it). */

export { signIn, student } from '../../../test/signIn';

export const graphQLError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code } });

/** Where a learner left off, as the API answers it. */
export const resumePoint = (lectureId: string, positionSeconds: number, lectureTitle = 'Lecture') => ({
  __typename: 'ResumePoint',
  lectureId,
  lectureTitle,
  positionSeconds,
  updatedAt: '2025-03-04T10:00:00.000Z',
});

export function progress(
  courseId: string,
  completed: string[],
  total: number,
  resume: ReturnType<typeof resumePoint> | null = null,
) {
  const percent = total ? Math.floor((completed.length * 100) / total) : 0;
  return {
    __typename: 'CourseProgress',
    courseId,
    completedLectureIds: completed,
    lecturesCompleted: completed.length,
    totalLectures: total,
    percent,
    status: total > 0 && completed.length >= total ? 'COMPLETED' : 'IN_PROGRESS',
    resume,
  };
}
