import { formatPaise, toPaise } from '../../../shared/money';
import { intlLocale } from '../i18n/locale';
import { t } from '../i18n/messages';

/**
 * Every money, date, count and duration format the screens use, in the active language's Intl
 * locale (en-IN or hi-IN: lakh and crore grouping in both) and the viewer's time zone.
 */

/** One Intl formatter per locale and options, made on first use. */
function cached<F>(make: (locale: string) => F): () => F {
  const byLocale = new Map<string, F>();
  return () => {
    const locale = intlLocale();
    let format = byLocale.get(locale);
    if (!format) byLocale.set(locale, (format = make(locale)));
    return format;
  };
}

/**
 * An amount in `currency` (an ISO 4217 code), in its units as the API gives them: 1499.5, 'INR' ->
 * "₹1,499.50". The one money format of the screens: exact to the paisa through shared/money.ts
 * (float noise such as 0.1 + 0.2 is taken out), two decimals, lakh grouping in en-IN.
 */
export function formatMoney(amount: number, currency: string): string {
  return formatPaise(toPaise(amount), currency, intlLocale());
}

/** The currency's sign as formatMoney writes it, for a unit beside figures: 'INR' -> "₹". */
export function currencySymbol(currency: string): string {
  return formatMoney(0, currency).replace(/[\d.,\s\u00a0]/g, '');
}

/** What a learner pays: `Free` at 0, else the amount in the store currency (SPEC section 5). */
export function formatPrice(netPrice: number, currency: string): string {
  return netPrice === 0 ? t('common.free') : formatMoney(netPrice, currency);
}

const dateFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
);

const utcDateFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * An ISO date-time as a short date: '2025-03-04T10:00:00Z' -> '4 Mar 2025'; '' when invalid. In the
 * viewer's time zone, or in UTC for a date that must read the same everywhere (a certificate's,
 * as its PDF prints it).
 */
export function formatDate(iso: string, { utc = false } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (utc ? utcDateFormat : dateFormat)().format(date);
}

const utcPeriodFormats = {
  day: cached(
    (locale) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ),
  month: cached(
    (locale) =>
      new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ),
};

/** A UTC day or month of a chart's axis: '2025-03-04T00:00:00Z' -> '4 Mar' (day), 'Mar 2025' (month). */
export function formatUtcPeriod(iso: string, unit: 'day' | 'month'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : utcPeriodFormats[unit]().format(date);
}

const dateTimeFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

/** An ISO date-time as a date and time in the viewer's time zone: '4 Mar 2025, 3:30 pm'; '' when invalid. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

const relativeFormat = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago an ISO date-time was, from `now`: 'just now' under a minute, then '5 minutes ago',
 * 'yesterday', '3 weeks ago'; '' when invalid.
 */
export function formatTimeAgo(iso: string, now = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.max(0, (now - time) / 1000);
  for (const [unit, size] of RELATIVE_UNITS)
    if (seconds >= size) return relativeFormat().format(-Math.floor(seconds / size), unit);
  return t('common.justNow');
}

const countFormat = cached((locale) => new Intl.NumberFormat(locale));

/** A whole number with the locale's grouping: 150000 -> "1,50,000". */
export function formatCount(count: number): string {
  return countFormat().format(count);
}

/**
 * Lecture minutes as hours and minutes in the active language: 65 -> "1h 5m", 45 -> "45m",
 * 120 -> "2h" (the rule of shared/duration.ts, which the certificate PDF prints with).
 */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('common.durationMinutes', { minutes: rest });
  return rest === 0
    ? t('common.durationHours', { hours })
    : t('common.durationHoursMinutes', { hours, minutes: rest });
}

/** A position in a video as a player shows it: 95 -> "1:35", 3725 -> "1:02:05". */
export function formatPlaybackTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
