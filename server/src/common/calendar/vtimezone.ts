import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';

const DAY = 24 * 3600_000;
/** Offsets are probed a week apart (zones change at most a few times a year), from a week before. */
const STEP = 7 * DAY;

/** A series' invite is written for every mail and every "Add to calendar": its zone's text is kept. */
const written = new LRUCache<string, string[]>({ max: 500 });

const at = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone });

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** The first instant after `from` (whose offset differs from `to`'s) with `to`'s offset, to the minute. */
function changeBetween(from: number, to: number, zone: string): number {
  const before = at(from, zone).offset;
  while (to - from > 60_000) {
    const middle = from + Math.floor((to - from) / 120_000) * 60_000;
    if (at(middle, zone).offset === before) from = middle;
    else to = middle;
  }
  return to;
}

/** One observance: from `onset` on, `zone` is at its offset then, having been at `fromOffset`. */
function observance(onset: number, fromOffset: number, zone: string): string[] {
  const now = at(onset, zone);
  const kind = now.isInDST ? 'DAYLIGHT' : 'STANDARD';
  // Its DTSTART is the onset's local time by the offset before it (RFC 5545 3.6.5).
  const local = at(onset + fromOffset * 60_000, 'utc').toFormat("yyyyLLdd'T'HHmmss");
  return [
    `BEGIN:${kind}`,
    `DTSTART:${local}`,
    `TZOFFSETFROM:${offsetText(fromOffset)}`,
    `TZOFFSETTO:${offsetText(now.offset)}`,
    `TZNAME:${now.offsetNameShort ?? offsetText(now.offset)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of `zone` around `times` (RFC 5545 3.6.5), from the zone data the server itself
 * expands rules with (luxon, the runtime's ICU): the offset in force a week before the first time,
 * then each change until a week after the last, as dated observances. Calendars that know the
 * zone by its TZID use their own data; the others place the meetings by these.
 */
export function vtimezone(zone: string, times: Date[]): string[] {
  const ms = times.map((t) => t.getTime());
  // From a UTC midnight, so every probe (and so each change found) falls on a whole minute.
  const first = Math.floor((Math.min(...ms) - STEP) / DAY) * DAY;
  const last = Math.ceil((Math.max(...ms) + STEP) / DAY) * DAY;
  const key = `${zone}|${first}|${last}`;
  let lines = written.get(key);
  if (!lines) {
    lines = observances(zone, first, last);
    written.set(key, lines);
  }
  return lines;
}

function observances(zone: string, first: number, last: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  lines.push(...observance(first, at(first, zone).offset, zone));
  for (let day = first; day < last; day += STEP) {
    const next = Math.min(day + STEP, last);
    const offset = at(day, zone).offset;
    if (at(next, zone).offset !== offset)
      lines.push(...observance(changeBetween(day, next, zone), offset, zone));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
