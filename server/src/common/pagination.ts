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

/**
 * A position in a newest-first list: the row's time in microseconds since the epoch (PostgreSQL's
 * own precision; select it as `(extract(epoch FROM t) * 1000000)::bigint::text`) and its id.
 */
export interface TimePosition {
  micros: string;
  id: string;
}

export const encodeTimeCursor = (kind: string, { micros, id }: TimePosition) =>
  encodeCursor(kind, `${micros}:${id}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks `after` of a newest-first list (absent or empty: the first page). */
export function decodeTimeCursor(kind: string, after: unknown): TimePosition | undefined {
  if (typeof after !== 'string' || !after) return undefined;
  const position = decodeCursor(kind, after, (p) => {
    const [micros, id, ...rest] = p.split(':');
    return rest.length === 0 && /^\d{1,18}$/.test(micros ?? '') && UUID.test(id ?? '');
  });
  const [micros, id] = position.split(':');
  return { micros, id };
}

/** SQL for a row's TimePosition.micros from its time column (select it `AS micros`). */
export const timeMicros = (column: string) =>
  `(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

/**
 * SQL true for the rows after the cursor of a newest-first list ordered by (`time` DESC, `id`
 * DESC), whose two parameters (`timeParams`) are $`param` and the next.
 */
export const afterTimePosition = (time: string, id: string, param: number) =>
  `($${param}::text IS NULL OR (${time}, ${id}) <
     (timestamptz 'epoch' + $${param}::bigint * interval '1 microsecond', $${param + 1}::uuid))`;

/** The cursor's two parameters for afterTimePosition (nulls on the first page). */
export const timeParams = (after: TimePosition | undefined) => [
  after?.micros ?? null,
  after?.id ?? null,
];

/** A page of `first` from rows fetched `first + 1` at a time, and its pageInfo. */
export function timePage<R extends TimePosition>(kind: string, rows: R[], first: number) {
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    page,
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeTimeCursor(kind, { micros: last.micros, id: last.id }) : null,
    },
  };
}
