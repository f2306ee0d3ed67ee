import { DateTime } from 'luxon';
import { Frequency, RRule, type Options } from 'rrule';

/** Most meetings one series may have (a year of weekly sessions). */
export const MAX_OCCURRENCES = 52;

export type RecurrenceResult =
  { ok: true; starts: Date[]; rule: string | null } | { ok: false; message: string };

/** Sub-daily rules would put several meetings in a day: a series meets at most daily. */
const ALLOWED_FREQUENCIES = new Set([
  Frequency.YEARLY,
  Frequency.MONTHLY,
  Frequency.WEEKLY,
  Frequency.DAILY,
]);

/**
 * A wall-clock time in `zone` as the "floating" UTC date rrule expands (rrule has no zones of its
 * own), and back: expanding in wall time keeps a weekly 7 pm at 7 pm across daylight-saving changes.
 */
const toFloating = (instant: Date, zone: string) => {
  const wall = DateTime.fromJSDate(instant, { zone });
  return new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
  );
};
const fromFloating = (floating: Date, zone: string) =>
  DateTime.fromObject(
    {
      year: floating.getUTCFullYear(),
      month: floating.getUTCMonth() + 1,
      day: floating.getUTCDate(),
      hour: floating.getUTCHours(),
      minute: floating.getUTCMinutes(),
      second: floating.getUTCSeconds(),
    },
    { zone },
  )
    .toUTC()
    .toJSDate();

/**
 * The starts of a session's meetings: `firstStart` alone when `rule` is empty, else the RRULE body
 * ("FREQ=WEEKLY;COUNT=6", no DTSTART) expanded from `firstStart` in `zone`. A rule must end (COUNT
 * or UNTIL) within MAX_OCCURRENCES meetings, and meet at most daily at the first start's time.
 * Answers the rule normalised as RRULE text, for the invite.
 */
export function expandRecurrence(
  firstStart: Date,
  zone: string,
  rule: string | null | undefined,
): RecurrenceResult {
  const text = (rule ?? '').trim().replace(/^RRULE:/i, '');
  if (!text) return { ok: true, starts: [firstStart], rule: null };
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text);
  } catch {
    return { ok: false, message: 'The repeat rule is not a valid RRULE.' };
  }
  if (options.freq === undefined || !ALLOWED_FREQUENCIES.has(options.freq))
    return { ok: false, message: 'A series repeats daily, weekly, monthly or yearly.' };
  if (options.dtstart || options.byhour || options.byminute || options.bysecond)
    return { ok: false, message: 'The repeat rule takes its time from the first session.' };
  if (!options.count && !options.until)
    return { ok: false, message: 'The repeat rule must end: give COUNT or UNTIL.' };
  if (options.count && options.count > MAX_OCCURRENCES)
    return { ok: false, message: `A series has at most ${MAX_OCCURRENCES} sessions.` };
  const floating = new RRule({
    ...options,
    dtstart: toFloating(firstStart, zone),
    until: options.until ? toFloating(options.until, zone) : null,
    tzid: null,
  });
  const starts = floating
    .all((_, index) => index <= MAX_OCCURRENCES)
    .map((start) => fromFloating(start, zone));
  if (starts.length > MAX_OCCURRENCES)
    return { ok: false, message: `A series has at most ${MAX_OCCURRENCES} sessions.` };
  if (starts.length === 0)
    return { ok: false, message: 'The repeat rule leaves no session on or after the first.' };
  return { ok: true, starts, rule: RRule.optionsToString({ ...options, tzid: null }) };
}
