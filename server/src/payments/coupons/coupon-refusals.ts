import { DomainError } from '../../common/errors/domain-error';

/** Why a code is not taken, each with a code the client can act on and a message that says which. */
export const COUPON_REFUSALS = {
  COUPON_UNKNOWN: 'This coupon code does not exist.',
  COUPON_INACTIVE: 'This coupon is no longer active.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_NOT_STARTED: 'This coupon is not valid yet.',
  COUPON_EXHAUSTED: 'This coupon has been used the maximum number of times.',
  COUPON_OTHER_COURSE: 'This coupon is for another course.',
} as const;

export type CouponRefusal = keyof typeof COUPON_REFUSALS;

/** COUPON_OTHER_COURSE's words when what is bought is a session: there is no course to speak of. */
export const COUPON_COURSE_NOT_SESSION = 'This coupon is for a course, not this session.';

/**
 * A refused code: BAD_USER_INPUT on the field `couponCode`, whose `code` says which refusal it is
 * (GraphQL `extensions.fields`; REST answers `{ success: false, message }` as for any bad input).
 * `message` words it for a purchase the default does not fit (a session's).
 */
export const couponRefused = (reason: CouponRefusal, message: string = COUPON_REFUSALS[reason]) =>
  new DomainError('BAD_USER_INPUT', message, [{ field: 'couponCode', message, code: reason }]);
