import { INTL_LOCALES, type Locale } from '../../../../shared/locale';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A meeting's time as its reader sees it: "Monday 29 March 2027, 9:00 am BST (Europe/London)", in
 * `locale`, in `zone` (the reader's own: a mentor's profile, a learner's at booking or RSVP).
 */
export function sessionTime(locale: Locale, when: Date, zone: string): string {
  const key = `${locale}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    });
    formats.set(key, format);
  }
  return `${format.format(when)} (${zone})`;
}
