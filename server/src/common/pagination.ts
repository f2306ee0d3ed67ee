import { badInput } from './errors/domain-error';
import type { Checker } from './validation';

/** Page sizes of every paged list (`first` argument): the GraphQL cost estimate relies on them too. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Checks a list's `first` argument (left out: `fallback`). */
export const pageSize = (check: Checker, first: unknown, max: number, fallback: number) =>
  check.wholeNumber(
    'first',
    `First must be a whole number from 1 to ${max}`,
    first ?? fallback,
    1,
    max,
  );

/** An opaque `after` cursor: `kind` and the position, so one list's cursor is refused by another. */
export const encodeCursor = (kind: string, position: string) =>
  Buffer.from(`${kind}:${position}`).toString('base64url');

/** The position in a cursor made by `encodeCursor(kind, …)`, if `valid` accepts it; else BAD_USER_INPUT. */
export function decodeCursor(kind: string, cursor: string, valid: (position: string) => boolean) {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const position = decoded.startsWith(`${kind}:`) ? decoded.slice(kind.length + 1) : '';
  if (!valid(position)) throw badInput([{ field: 'after', message: 'Invalid cursor' }]);
  return position;
}
