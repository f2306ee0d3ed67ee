import type { MockedResponse } from '@apollo/client/testing';
import { MeDocument } from '../features/auth/auth.generated';

/** The signed-in user as the API answers `me` (with __typename, as MockedProvider adds it). */
export const student = {
  __typename: 'User',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null as string | null,
  imageUrl: '/a.png',
  role: 'STUDENT',
  locale: 'en',
};

/** Signs the test in: a stored token and the `me` answer AuthProvider asks for. */
export function signIn(overrides: Partial<typeof student> = {}): MockedResponse {
  localStorage.setItem('token', 'stored');
  return { request: { query: MeDocument }, result: { data: { me: { ...student, ...overrides } } } };
}
