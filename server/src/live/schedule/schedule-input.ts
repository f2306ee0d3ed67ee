import { IANAZone } from 'luxon';
import { Checker } from '../../common/validation';
import { checkZone } from '../../mentorship/availability/hours-input';
import { LiveAccess } from '../live-session.entity';
import { AGENDA_MAX, MAX_CAPACITY, ROOM_MAX_PARTICIPANTS, TITLE_MAX } from '../live-rules';
import { expandRecurrence } from './recurrence';

export interface ScheduleRequest {
  courseId: unknown;
  title: unknown;
  agenda?: unknown;
  startsAt: unknown;
  durationMinutes: unknown;
  timeZone: unknown;
  rrule?: unknown;
  capacity: unknown;
  access: unknown;
  pricePaise?: unknown;
  meetingUrl?: unknown;
}

export interface ScheduleFields {
  title: string;
  agenda: string;
  firstStartsAt: Date;
  durationMinutes: number;
  timeZone: string;
  rrule: string | null;
  starts: Date[];
  capacity: number;
  access: LiveAccess;
  pricePaise: number;
  meetingUrl: string | null;
}

/** A start time that is a real instant after `now`. */
export function futureStart(check: Checker, field: string, value: unknown, now: Date): Date {
  const ok = value instanceof Date && !Number.isNaN(value.getTime());
  if (!ok) check.fail(field, 'Choose a start time.');
  else if (value <= now) check.fail(field, 'Choose a time in the future.');
  return value as Date;
}

/** Checks a schedule request, every problem at once (BAD_USER_INPUT), and expands its rule. */
export function checkSchedule(input: ScheduleRequest, now = new Date()): ScheduleFields {
  const check = new Checker();
  const title = check.requiredText('title', 'Title', input.title, TITLE_MAX);
  const agenda =
    check.optionalText('agenda', 'Agenda', input.agenda, AGENDA_MAX, { multiline: true }) ?? '';
  const firstStartsAt = futureStart(check, 'startsAt', input.startsAt, now);
  const durationMinutes = check.wholeNumber(
    'durationMinutes',
    'A session lasts 15 to 480 minutes.',
    input.durationMinutes,
    15,
    480,
  );
  const timeZone = checkZone(check, 'timeZone', input.timeZone);
  const capacity = check.wholeNumber(
    'capacity',
    `Seats must be 1 to ${MAX_CAPACITY}.`,
    input.capacity,
    1,
    MAX_CAPACITY,
  );
  const access = Object.values(LiveAccess).includes(input.access as LiveAccess)
    ? (input.access as LiveAccess)
    : (check.fail('access', 'Choose who may take a seat.'), LiveAccess.ENROLLED);
  const pricePaise =
    access === LiveAccess.SEAT
      ? check.wholeNumber(
          'pricePaise',
          'A seat costs ₹1 to ₹5,00,000.',
          input.pricePaise,
          100,
          50_000_000,
        )
      : input.pricePaise
        ? (check.fail('pricePaise', 'Seats included with the course have no price.'), 0)
        : 0;
  const meetingUrl = check.webLink('meetingUrl', 'Meeting link', input.meetingUrl, 500) ?? null;
  if (!meetingUrl && capacity + 1 > ROOM_MAX_PARTICIPANTS)
    check.fail(
      'meetingUrl',
      `The built-in room holds ${ROOM_MAX_PARTICIPANTS} people with the host: give a meeting link for more seats.`,
    );
  let starts: Date[] = [];
  let rrule: string | null = null;
  if (firstStartsAt instanceof Date && IANAZone.isValidZone(timeZone)) {
    const expanded = expandRecurrence(firstStartsAt, timeZone, input.rrule as string | null);
    if (!expanded.ok) check.fail('rrule', expanded.message);
    else ({ starts, rule: rrule } = expanded);
  }
  check.done();
  return {
    title,
    agenda,
    firstStartsAt,
    durationMinutes,
    timeZone,
    rrule,
    starts,
    capacity,
    access,
    pricePaise,
    meetingUrl,
  };
}
