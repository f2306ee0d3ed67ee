import { DomainError } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { Checker, type RawInput } from '../common/validation';
import type { ReviewsArgs } from './dto/review.types';

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

const PREFIX = 'review:';

export const encodeReviewCursor = ({ micros, id }: ReviewCursor) =>
  Buffer.from(`${PREFIX}${micros}:${id}`).toString('base64url');

function decodeReviewCursor(cursor: string): ReviewCursor {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const [micros, id] = decoded.startsWith(PREFIX) ? decoded.slice(PREFIX.length).split(':') : [];
  if (!/^\d{1,18}$/.test(micros ?? '') || !isUuid(id))
    throw new DomainError('BAD_USER_INPUT', 'Invalid cursor', [
      { field: 'after', message: 'Invalid cursor' },
    ]);
  return { micros, id };
}

/** Checks `first` and `after` of a reviews query. */
export function reviewPageArgs(args: RawInput<ReviewsArgs>): ReviewPageArgs {
  const first = args.first ?? DEFAULT_REVIEW_PAGE_SIZE;
  if (
    typeof first !== 'number' ||
    !Number.isInteger(first) ||
    first < 1 ||
    first > MAX_REVIEW_PAGE_SIZE
  ) {
    const check = new Checker();
    check.fail('first', `First must be a whole number from 1 to ${MAX_REVIEW_PAGE_SIZE}`);
    check.done();
  }
  const after =
    typeof args.after === 'string' && args.after ? decodeReviewCursor(args.after) : undefined;
  return { first: first as number, after };
}
