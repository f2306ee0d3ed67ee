import { config } from '../config';

/** Every money, date, count and duration format the screens use. */

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(config.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/** An amount in `currency` (an ISO 4217 code): 1499.5, 'INR' -> "₹1,499.50". */
export function formatMoney(amount: number, currency: string): string {
  return moneyFormat(currency).format(amount);
}

/** What a learner pays: `Free` at 0, else the amount in the store currency (SPEC section 5). */
export function formatPrice(netPrice: number, currency: string): string {
  return netPrice === 0 ? 'Free' : formatMoney(netPrice, currency);
}

const dateFormat = new Intl.DateTimeFormat(config.locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const utcDateFormat = new Intl.DateTimeFormat(config.locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * An ISO date-time as a short date: '2025-03-04T10:00:00Z' -> '4 Mar 2025'; '' when invalid. In the
 * viewer's time zone, or in UTC for a date that must read the same everywhere (a certificate's,
 * as its PDF prints it).
 */
export function formatDate(iso: string, { utc = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (utc ? utcDateFormat : dateFormat).format(date);
}

const countFormat = new Intl.NumberFormat(config.locale);

/** A whole number with the locale's grouping: 150000 -> "1,50,000". */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** Shared with the certificate PDF, which prints the course's length. */
export { formatMinutes } from '../../../shared/duration';

/** A position in a video as a player shows it: 95 -> "1:35", 3725 -> "1:02:05". */
export function formatPlaybackTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A count with its noun: 1 lecture, 2 lectures; `format` writes the number (e.g. formatCount). */
export function plural(
  count: number,
  word: string,
  format: (count: number) => string = String,
): string {
  return `${format(count)} ${word}${count === 1 ? '' : 's'}`;
}
