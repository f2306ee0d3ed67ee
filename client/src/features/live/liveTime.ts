/**
 * Times of live sessions: a meeting as each viewer reads it in their own zone ("Mon, 7 Dec,
 * 7:00 pm IST"), and the educator's wall-clock inputs read in the zone they chose. Pure, for tests.
 */

/** A meeting's day and time in `zone`, with the zone's short name: 'Mon, 7 Dec, 7:00 pm IST' (en-IN). */
export function formatMeeting(iso: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The wall clock of `date` in `zone` as `YYYY-MM-DDTHH:MM` (a datetime-local input's value). */
export function wallClock(date: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes `zone` is ahead of UTC at the instant `ms`. */
function offsetMinutes(ms: number, zone: string): number {
  const [date, time] = wallClock(new Date(ms), zone).split('T');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Math.round((Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The instant (ISO, UTC) at which `zone`'s clocks show `local` (`YYYY-MM-DDTHH:MM`); null when it is
 * no such value.
 */
export function zonedToIso(local: string, zone: string): string | null {
  const match = WALL_CLOCK.exec(local);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at a first guess, then again at the corrected instant (it may have changed).
  let ms = asUtc - offsetMinutes(asUtc, zone) * 60_000;
  ms = asUtc - offsetMinutes(ms, zone) * 60_000;
  return new Date(ms).toISOString();
}

/** The repeat rule for `weeks` weekly meetings: null for a single one (1); the server judges the rest. */
export function weeklyRule(weeks: number): string | null {
  return weeks === 1 ? null : `FREQ=WEEKLY;COUNT=${weeks}`;
}

/** The built-in room opens this long before a meeting and closes this long after it (docs/live-sessions.md). */
export const ROOM_MARGIN_MS = 10 * 60_000;

/** Whether the room of a meeting from `startsAt` to `endsAt` is open at `now`. */
export function roomOpen(startsAt: string, endsAt: string, now = Date.now()): boolean {
  return now >= Date.parse(startsAt) - ROOM_MARGIN_MS && now <= Date.parse(endsAt) + ROOM_MARGIN_MS;
}
