/** The highest list price a course may have, in currency units. */
export const MAX_PRICE = 10_000_000;

/** Price after the percent discount, in paise (integer minor units), so no float error reaches money. */
export function netPricePaise(coursePrice: number, discount: number): number {
  const listPaise = Math.round(coursePrice * 100);
  return Math.round((listPaise * (100 - discount)) / 100);
}

/** Price after the percent discount, in currency units with two decimals (SPEC section 5). */
export const netPrice = (coursePrice: number, discount: number): number =>
  netPricePaise(coursePrice, discount) / 100;
