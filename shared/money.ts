/**
 * Money, exact to the paise: amounts are integers of the currency's minor unit (paise for INR) until
 * they are printed. Both sides format through here, so a figure reads the same on every page.
 */

/** A decimal amount (1499.25) to minor units (149925), rounding away float noise only. */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units to a decimal amount: 149925 -> 1499.25. */
export function fromPaise(paise: number): number {
  return paise / 100;
}

const formats = new Map<string, Intl.NumberFormat>();

/** 324855, 'INR' -> "₹3,248.55": always two decimals, the locale's grouping (lakh and crore in en-IN). */
export function formatPaise(paise: number, currency: string, locale = 'en-IN'): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(paise / 100);
}
