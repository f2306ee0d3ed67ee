import { absoluteUrl } from '../common/public-url';
import type { User } from '../users/user.entity';

/**
 * The original API's user shape: `_id` for the id, enrolled course ids, never a password hash.
 * `base` (from `@PublicBase()`) makes image URLs absolute, as in every shape here.
 */
export function restUser(user: User, base: string, enrolledCourses: string[] = []) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? undefined,
    imageUrl: absoluteUrl(user.imageUrl, base),
    role: user.role,
    enrolledCourses,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** A course's educator or an enrolled student: `{ _id, name, imageUrl }`. */
export function restPerson(person: { id: string; name: string; imageUrl: string }, base: string) {
  return { _id: person.id, name: person.name, imageUrl: absoluteUrl(person.imageUrl, base) };
}

/** A JSON body as an object of unknown fields, whatever the client sent. */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
