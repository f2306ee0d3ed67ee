/**
 * What a discount means on a list price: a free course (price 0) has none, whatever was sent, so
 * no page shows "Free ~~₹0.00~~ 15% OFF". The server stores courses by this rule (the original
 * client, which may send price 0 with a discount, still adds its courses) and the pages show
 * prices by it.
 */
export function discountOn(coursePrice: number, discount: number): number {
  return coursePrice > 0 ? discount : 0;
}
