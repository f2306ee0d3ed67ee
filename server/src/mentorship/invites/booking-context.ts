import type { EntityManager } from 'typeorm';
import { localeOr } from '../../common/i18n/translate';
import type { BookingContext } from './booking-mail';

interface Row {
  id: string;
  session_type_id: string;
  mentor_id: string;
  learner_id: string;
  starts_at: Date;
  ends_at: Date;
  status: string;
  sequence: number;
  note: string;
  cancelled_by: string | null;
  cancel_reason: string | null;
  learner_time_zone: string;
  title: string;
  meeting_url: string | null;
  cancellation_policy: string;
  cancellation_notice_hours: number;
  mentor_name: string;
  mentor_email: string;
  mentor_locale: string;
  mentor_time_zone: string;
  learner_name: string;
  learner_email: string;
  learner_locale: string;
}

const SELECT = `
  SELECT b.id, b.session_type_id, b.mentor_id, b.learner_id, b.starts_at, b.ends_at, b.status,
         b.sequence, b.note, b.cancelled_by, b.cancel_reason, b.learner_time_zone,
         b.cancellation_notice_hours,
         t.title, t.meeting_url, t.cancellation_policy,
         m.name AS mentor_name, m.email AS mentor_email, m.locale AS mentor_locale,
         p.time_zone AS mentor_time_zone,
         l.name AS learner_name, l.email AS learner_email, l.locale AS learner_locale
  FROM bookings b
  JOIN session_types t ON t.id = b.session_type_id
  JOIN users m ON m.id = b.mentor_id
  JOIN mentor_profiles p ON p.user_id = b.mentor_id
  JOIN users l ON l.id = b.learner_id`;

/** `FOR SHARE OF b` with `lock`: a concurrent cancel or move waits until the caller commits. */
const SQL = (lock: boolean) => `${SELECT}
  WHERE b.id = $1${lock ? ' FOR SHARE OF b' : ''}`;

/** A booking with what its mails say, in one query by primary key; null when it is gone. */
export async function bookingContext(
  manager: EntityManager,
  id: string,
  lock = false,
): Promise<BookingContext | null> {
  const [r] = await manager.query<Row[]>(SQL(lock), [id]);
  return r ? contextOf(r) : null;
}

/** Many bookings' contexts in one query, by id; a booking that is gone is absent. */
export async function bookingContexts(
  manager: EntityManager,
  ids: readonly string[],
): Promise<Map<string, BookingContext>> {
  const rows = await manager.query<Row[]>(
    `${SELECT}
  WHERE b.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, contextOf(r)]));
}

function contextOf(r: Row): BookingContext {
  return {
    id: r.id,
    sessionTypeId: r.session_type_id,
    mentorId: r.mentor_id,
    learnerId: r.learner_id,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    status: r.status,
    sequence: r.sequence,
    note: r.note,
    cancelledBy: r.cancelled_by,
    cancelReason: r.cancel_reason,
    title: r.title,
    meetingUrl: r.meeting_url,
    cancellationPolicy: r.cancellation_policy,
    cancellationNoticeHours: r.cancellation_notice_hours,
    mentor: {
      name: r.mentor_name,
      email: r.mentor_email,
      locale: localeOr(r.mentor_locale),
      timeZone: r.mentor_time_zone,
    },
    learner: {
      name: r.learner_name,
      email: r.learner_email,
      locale: localeOr(r.learner_locale),
      timeZone: r.learner_time_zone,
    },
  };
}

/** The `data` of a booking.* webhook event (shared/webhook-events.ts). */
export const bookingEventData = (b: BookingContext) => ({
  bookingId: b.id,
  sessionTypeId: b.sessionTypeId,
  mentorId: b.mentorId,
  learnerId: b.learnerId,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt.toISOString(),
  status: b.status,
  sequence: b.sequence,
});
