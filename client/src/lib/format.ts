import { config } from '../config';

/** Money and duration formatting used by every screen. */

const moneyFormat = new Intl.NumberFormat(config.locale, {
  style: 'currency',
  currency: config.currency,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1499.5 -> "₹1,499.50" */
export function formatMoney(amount: number): string {
  return moneyFormat.format(amount);
}

/** Lecture minutes as hours and minutes: 65 -> "1h 5m", 45 -> "45m", 120 -> "2h". */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** A count with its noun: 1 lecture, 2 lectures. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What a learner pays: `Free` at 0, else the amount in the store currency (SPEC section 5). */
export function formatPrice(netPrice: number): string {
  return netPrice === 0 ? 'Free' : formatMoney(netPrice);
}
