import { fromPaise, toPaise } from '../../../shared/money';

/** The highest list price a course may have, in currency units. */
export const MAX_PRICE = 10_000_000;

/** Price after the percent discount, in paise (integer minor units), so no float error reaches money. */
export function netPricePaise(coursePrice: number, discount: number): number {
  const listPaise = toPaise(coursePrice);
  return Math.round((listPaise * (100 - discount)) / 100);
}

/** Price after the percent discount, in currency units with two decimals (SPEC section 5). */
export const netPrice = (coursePrice: number, discount: number): number =>
  fromPaise(netPricePaise(coursePrice, discount));

/** How a coupon changes a list price (the values in currency units, as coursePrice). */
export type CouponTerms =
  | { kind: 'PERCENT_OFF'; value: number }
  | { kind: 'AMOUNT_OFF'; value: number }
  | { kind: 'FIXED_PRICE'; value: number };

/** The list price with the coupon alone (never below 0, never above the list price), in paise. */
export function couponPricePaise(coursePrice: number, coupon: CouponTerms): number {
  const listPaise = toPaise(coursePrice);
  const valuePaise = toPaise(coupon.value);
  const price =
    coupon.kind === 'PERCENT_OFF'
      ? Math.round((listPaise * (100 - coupon.value)) / 100)
      : coupon.kind === 'AMOUNT_OFF'
        ? listPaise - valuePaise
        : valuePaise;
  return Math.min(listPaise, Math.max(0, price));
}

export interface BestPrice {
  /** After the course's own discount. */
  coursePricePaise: number;
  couponPricePaise: number;
  finalPaise: number;
  /** The coupon gives the lower price; on a tie the course's own discount stands and no coupon is used. */
  couponApplied: boolean;
}

/** The better of the course's own discount and the coupon, never both. */
export function bestPricePaise(
  coursePrice: number,
  discount: number,
  coupon: CouponTerms,
): BestPrice {
  const coursePricePaise = netPricePaise(coursePrice, discount);
  const couponPrice = couponPricePaise(coursePrice, coupon);
  const couponApplied = couponPrice < coursePricePaise;
  return {
    coursePricePaise,
    couponPricePaise: couponPrice,
    finalPaise: couponApplied ? couponPrice : coursePricePaise,
    couponApplied,
  };
}
