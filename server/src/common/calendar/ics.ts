import { createEvents, type EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import { vtimezone } from './vtimezone';

export interface InvitePerson {
  name: string;
  email: string;
}

/** One VEVENT: a whole entry, a series' rule, or (with `recurrenceId`) one changed meeting of it. */
export interface CalendarEvent {
  /** The same for a booking's or a series' whole life, so a calendar replaces its entry. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  /** Lines, in the reader's language. */
  description: string[];
  location: string;
  organizer: InvitePerson;
  attendees: InvitePerson[];
  cancelled: boolean;
  /** An RRULE body ("FREQ=WEEKLY;COUNT=6"), expanded from `start` in the calendar's zone. */
  rrule?: string;
  /** Meetings of the rule that do not take place, by the start the rule gave them. */
  exdates?: Date[];
  /** The start the rule gave the meeting this VEVENT changes (RFC 5545 RECURRENCE-ID). */
  recurrenceId?: Date;
}

export interface Calendar {
  /** PRODID, e.g. `brandcraft/mentorship`. */
  productId: string;
  /** METHOD:CANCEL (the entry leaves the calendar) rather than METHOD:REQUEST. */
  cancel: boolean;
  /**
   * The IANA zone times are written in (DTSTART;TZID=…, with its VTIMEZONE), so that a rule
   * repeats at the same wall time across daylight-saving changes; without one, times are UTC.
   */
  zone?: string;
  events: CalendarEvent[];
}

/** The UID's domain for a PUBLIC_URL (unset: `brandcraft`). */
export const inviteHost = (publicUrl: string | undefined): string =>
  publicUrl ? new URL(publicUrl).host : 'brandcraft';

const stamp = (when: Date, zone: string | undefined) =>
  zone
    ? DateTime.fromJSDate(when, { zone }).toFormat("yyyyLLdd'T'HHmmss")
    : DateTime.fromJSDate(when, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss'Z'");

/**
 * An iCalendar invite (RFC 5545 / iTIP), built by the `ics` package. `ics` writes any date given
 * as text as it is but has no TZID parameter: with a zone, its local times ("20270329T190000") get
 * `;TZID=<zone>` here and the zone's VTIMEZONE goes before the events.
 */
export function calendarIcs(calendar: Calendar): string {
  const { zone } = calendar;
  const events = calendar.events.map((event): EventAttributes => ({
    productId: calendar.productId,
    method: calendar.cancel ? 'CANCEL' : 'REQUEST',
    uid: event.uid,
    sequence: event.sequence,
    start: stamp(event.start, zone),
    end: stamp(event.end, zone),
    title: event.summary,
    description: event.description.join('\n'),
    location: event.location,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: event.organizer,
    attendees: event.attendees.map((person) => ({
      ...person,
      rsvp: true,
      partstat: 'ACCEPTED',
      role: 'REQ-PARTICIPANT',
    })),
    ...(event.rrule ? { recurrenceRule: event.rrule } : {}),
    ...(event.exdates?.length
      ? { exclusionDates: event.exdates.map((date) => stamp(date, zone)) }
      : {}),
    // `ics` writes RECURRENCE-ID (and validates it) but its types do not list it.
    ...(event.recurrenceId ? { recurrenceId: stamp(event.recurrenceId, zone) } : {}),
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('ics: no invite');
  if (!zone) return value;
  const times = calendar.events.flatMap((e) => [e.start, e.end, ...(e.exdates ?? [])]);
  return inZone(value, zone, vtimezone(zone, times));
}

const LOCAL_TIMES = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE):(\d{8}T\d{6}(?:,\d{8}T\d{6})*)$/;

/** Gives the local times of `ics` text their TZID and puts the zone's VTIMEZONE before the events. */
function inZone(text: string, zone: string, timezone: string[]): string {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.replace(LOCAL_TIMES, `$1;TZID=${zone}:$2`));
  lines.splice(lines.indexOf('BEGIN:VEVENT'), 0, ...timezone);
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** RFC 5545 3.1: lines of at most 75 octets, continued after CRLF and a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  for (const char of line) {
    const limit = parts.length ? 74 : 75;
    if (Buffer.byteLength(part + char) > limit) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  return [...parts, part].join('\r\n ');
}

/** An invite as a mail attachment: `invite.ics`, or `cancel.ics` for a METHOD:CANCEL. */
export const icsAttachment = (ics: string, cancel: boolean) => ({
  filename: cancel ? 'cancel.ics' : 'invite.ics',
  contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'REQUEST'}`,
  content: Buffer.from(ics, 'utf8'),
});
