import { GraphQLError } from 'graphql';

/** Test data shaped like the API's answers (with __typename, as MockedProvider adds it). */

export { signIn, student } from '../../../test/signIn';

export const graphQLError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code } });

export function progress(courseId: string, completed: string[], total: number) {
  const percent = total ? Math.floor((completed.length * 100) / total) : 0;
  return {
    __typename: 'CourseProgress',
    courseId,
    completedLectureIds: completed,
    lecturesCompleted: completed.length,
    totalLectures: total,
    percent,
    status: total > 0 && completed.length >= total ? 'COMPLETED' : 'IN_PROGRESS',
  };
}
