import { fromPaise } from '../../../../shared/money';
import { formatPrice } from '../../lib/format';

/** A price in paise as learners read it: "Free" at 0, else "₹499.00" (lib/format). */
export function formatPaisePrice(paise: number, currency: string): string {
  return formatPrice(fromPaise(paise), currency);
}

/** A mentor's range: "Free", "₹499.00" or "₹499.00–₹1,499.00"; '' with no session types. */
export function priceRange(min: number | null, max: number | null, currency: string): string {
  if (min === null) return '';
  const low = formatPaisePrice(min, currency);
  return max === null || max === min ? low : `${low}–${formatPaisePrice(max, currency)}`;
}
