import type { ScheduleLiveSessionInput } from '../../../generated/types';
import { errorMessage } from '../../../lib/errorMessage';
import { fieldProblems } from '../../../lib/graphqlErrors';
import { parseRupees } from '../../mentorship/hours';
import { weeklyRule, zonedToIso } from '../liveTime';

/** The built-in room's people with the host (server: ROOM_MAX_PARTICIPANTS): more seats need a meeting link. */
export const ROOM_MAX_PARTICIPANTS = 6;

/** What the schedule form holds, as typed. */
export interface ScheduleDraft {
  title: string;
  agenda: string;
  /** The first meeting's wall clock in `timeZone`: `YYYY-MM-DDTHH:MM`. */
  startsAt: string;
  timeZone: string;
  durationMinutes: string;
  repeats: boolean;
  weeks: string;
  capacity: string;
  access: 'ENROLLED' | 'SEAT';
  /** Rupees, as typed: "499" or "499.50". */
  price: string;
  meetingUrl: string;
}

export type ScheduleField =
  | 'title'
  | 'agenda'
  | 'startsAt'
  | 'timeZone'
  | 'durationMinutes'
  | 'rrule'
  | 'capacity'
  | 'access'
  | 'pricePaise'
  | 'meetingUrl';

export const SCHEDULE_FIELDS: readonly ScheduleField[] = [
  'title',
  'agenda',
  'startsAt',
  'timeZone',
  'durationMinutes',
  'rrule',
  'capacity',
  'access',
  'pricePaise',
  'meetingUrl',
];

/** What the form itself can tell before asking the server: a field's problem, by message kind. */
export type DraftProblem = 'startsAt' | 'durationMinutes' | 'rrule' | 'capacity' | 'pricePaise';

const WHOLE = /^\d{1,4}$/;

/** Whether the seats and the host exceed the built-in room, so that a meeting link is needed. */
export function needsMeetingLink(capacity: string): boolean {
  return WHOLE.test(capacity.trim()) && Number(capacity) + 1 > ROOM_MAX_PARTICIPANTS;
}

/**
 * The draft as the mutation's input, or the fields whose text is not even a number or a date
 * (the server judges the rest, and names each problem).
 */
export function scheduleInput(
  draft: ScheduleDraft,
  courseId: string,
): { input: ScheduleLiveSessionInput } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const startsAt = zonedToIso(draft.startsAt, draft.timeZone);
  if (!startsAt) problems.push('startsAt');
  if (!WHOLE.test(draft.durationMinutes.trim())) problems.push('durationMinutes');
  if (draft.repeats && !WHOLE.test(draft.weeks.trim())) problems.push('rrule');
  if (!WHOLE.test(draft.capacity.trim())) problems.push('capacity');
  const pricePaise = draft.access === 'SEAT' ? parseRupees(draft.price) : 0;
  if (pricePaise === null) problems.push('pricePaise');
  if (problems.length > 0 || !startsAt || pricePaise === null) return { problems };
  return {
    input: {
      courseId,
      title: draft.title.trim(),
      agenda: draft.agenda.trim(),
      startsAt,
      timeZone: draft.timeZone,
      durationMinutes: Number(draft.durationMinutes),
      rrule: draft.repeats ? weeklyRule(Number(draft.weeks)) : null,
      capacity: Number(draft.capacity),
      access: draft.access,
      pricePaise: draft.access === 'SEAT' ? pricePaise : null,
      meetingUrl: draft.meetingUrl.trim() || null,
    },
  };
}

/** A refusal as the form shows it: the first message for each of its fields, the rest together. */
export interface ScheduleProblems {
  fields: Partial<Record<ScheduleField, string>>;
  form: string | null;
}

/**
 * The server's refusal by field. Not account's formProblems, which does the same for its forms:
 * sharing that module would split it into a chunk of its own, and the entry chunk would name it
 * (docs/performance.md, "Bundle budget").
 */
export function scheduleProblems(error: unknown, fallback: string): ScheduleProblems {
  const fields: ScheduleProblems['fields'] = {};
  const other: string[] = [];
  for (const { field, message } of fieldProblems(error)) {
    if ((SCHEDULE_FIELDS as readonly string[]).includes(field))
      fields[field as ScheduleField] ??= message;
    else other.push(message);
  }
  const form = other.length > 0 ? other.join('. ') : null;
  return {
    fields,
    form: form ?? (Object.keys(fields).length > 0 ? null : errorMessage(error, fallback)),
  };
}
