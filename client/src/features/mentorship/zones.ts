/**
 * Times of mentorship in two zones: the viewer's (the browser's), in which slots are grouped and
 * read, and the mentor's, shown beside each slot ("9:00 London"). Pure, for tests.
 */

/** The browser's IANA zone, e.g. Asia/Kolkata. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The place a zone is named after: 'Europe/London' -> 'London', 'America/New_York' -> 'New York'. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** The calendar date of `iso` in `zone`, as YYYY-MM-DD (for grouping and keys). */
export function localDate(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** A time of day in `zone`: '1:30 pm' (en-IN). */
export function formatTime(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A day's heading in `zone`: 'Monday 29 March' (en-IN). */
export function formatDay(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));
}

/** A day and time in `zone`: 'Monday 29 March, 1:30 pm' (en-IN). */
export function formatDayTime(iso: string, zone: string, locale: string): string {
  return `${formatDay(iso, zone, locale)}, ${formatTime(iso, zone, locale)}`;
}

export interface SlotView {
  startsAt: string;
  /** In the viewer's zone. */
  time: string;
  /** In the mentor's zone, with its place: '9:00 am London'. */
  mentorTime: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  label: string;
  slots: SlotView[];
}

/**
 * Slots (ascending UTC starts) grouped by the viewer's calendar day, each with its time in the
 * viewer's zone and in the mentor's beside it.
 */
export function groupSlotsByDay(
  slots: readonly { startsAt: string }[],
  viewerZone: string,
  mentorZone: string,
  locale: string,
): SlotDay[] {
  const days: SlotDay[] = [];
  const city = zoneCity(mentorZone);
  for (const { startsAt } of slots) {
    const date = localDate(startsAt, viewerZone);
    let day = days[days.length - 1];
    if (day?.date !== date) {
      day = { date, label: formatDay(startsAt, viewerZone, locale), slots: [] };
      days.push(day);
    }
    day.slots.push({
      startsAt,
      time: formatTime(startsAt, viewerZone, locale),
      mentorTime: `${formatTime(startsAt, mentorZone, locale)} ${city}`,
    });
  }
  return days;
}

/** Every IANA zone the browser knows, the browser's own first if missing from the list. */
export function timeZones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = browserZone();
  return known.includes(own) ? known : [own, ...known];
}
