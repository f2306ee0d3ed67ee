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

/**
 * A refused code: BAD_USER_INPUT on the field `couponCode`, whose `code` says which refusal it is
 * (GraphQL `extensions.fields`; REST answers `{ success: false, message }` as for any bad input).
 */
export const couponRefused = (reason: CouponRefusal) =>
  new DomainError('BAD_USER_INPUT', COUPON_REFUSALS[reason], [
    { field: 'couponCode', message: COUPON_REFUSALS[reason], code: reason },
  ]);
