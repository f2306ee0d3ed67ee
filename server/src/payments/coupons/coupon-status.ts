import type { Coupon } from './coupon.entity';
import { CouponStatus } from './dto/coupon.types';

/** Where a coupon stands now, the first that holds of inactive, expired, exhausted, scheduled. */
export function couponStatus(coupon: Coupon, redemptions: number, now = Date.now()): CouponStatus {
  if (!coupon.active) return CouponStatus.INACTIVE;
  if (coupon.endsAt && coupon.endsAt.getTime() <= now) return CouponStatus.EXPIRED;
  if (coupon.maxRedemptions && redemptions >= coupon.maxRedemptions) return CouponStatus.EXHAUSTED;
  if (coupon.startsAt && coupon.startsAt.getTime() > now) return CouponStatus.SCHEDULED;
  return CouponStatus.ACTIVE;
}
