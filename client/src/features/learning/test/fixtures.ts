import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MeDocument } from '../../../generated/graphql';

/** Test data shaped like the API's answers (with __typename, as MockedProvider adds it). */

export const student = {
  __typename: 'User',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null as string | null,
  imageUrl: '/a.png',
  role: 'STUDENT',
};

/** Signs the test in: a stored token and the `me` answer AuthProvider asks for. */
export function signIn(overrides: Partial<typeof student> = {}): MockedResponse {
  localStorage.setItem('token', 'stored');
  return { request: { query: MeDocument }, result: { data: { me: { ...student, ...overrides } } } };
}

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
