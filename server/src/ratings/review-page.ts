import { isUuid } from '../common/ids';
import { decodeCursor, encodeCursor, pageSize } from '../common/pagination';
import { Checker } from '../common/validation';

export const DEFAULT_REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_PAGE_SIZE = 50;

/**
 * Where a page of reviews starts: after the review last written at `micros` (microseconds since
 * the epoch, PostgreSQL's own precision) with id `id`. The cursor carries both, so it stays valid
 * when that review is edited or removed afterwards.
 */
export interface ReviewCursor {
  micros: string;
  id: string;
}

export interface ReviewPageArgs {
  first: number;
  after?: ReviewCursor;
}

const CURSOR_KIND = 'review';

export const encodeReviewCursor = ({ micros, id }: ReviewCursor) =>
  encodeCursor(CURSOR_KIND, `${micros}:${id}`);

const isPosition = (position: string) => {
  const parts = position.split(':');
  return parts.length === 2 && /^\d{1,18}$/.test(parts[0]) && isUuid(parts[1]);
};

const decodeReviewCursor = (cursor: string): ReviewCursor => {
  const [micros, id] = decodeCursor(CURSOR_KIND, cursor, isPosition).split(':');
  return { micros, id };
};

/** Checks `first` and `after` of a reviews query. */
export function reviewPageArgs(args: { first?: unknown; after?: unknown }): ReviewPageArgs {
  const check = new Checker();
  const first = pageSize(check, args.first, MAX_REVIEW_PAGE_SIZE, DEFAULT_REVIEW_PAGE_SIZE);
  check.done();
  const after =
    typeof args.after === 'string' && args.after ? decodeReviewCursor(args.after) : undefined;
  return { first, after };
}
