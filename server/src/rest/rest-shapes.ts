import type { User } from '../users/user.entity';

/** The original API's user shape: `_id` for the id, enrolled course ids, never a password hash. */
export function restUser(user: User, enrolledCourses: string[] = []) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? undefined,
    imageUrl: user.imageUrl,
    role: user.role,
    enrolledCourses,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** A JSON body as an object of unknown fields, whatever the client sent. */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
