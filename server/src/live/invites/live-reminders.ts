import type { EntityManager } from 'typeorm';
import type { InviteLinks } from '../../common/calendar/invite-links';
import { scheduleReminders, type ReminderLead } from '../../common/calendar/reminder-jobs';
import type { JobQueue } from '../../common/jobs/job-queue';
import type { MailMessage } from '../../mail/mail-outbox';
import { LiveOccurrence, LiveOccurrenceStatus } from '../live-occurrence.entity';
import { LiveSessionStatus } from '../live-session.entity';
import { liveContext } from './live-context';
import { mailsToEveryone } from './live-mail';

/*
 * Reminders 24 h and 1 h before each meeting of a live session, by mail to the host and every
 * confirmed seat holder, each in their zone: pg-boss jobs inserted in the transaction that
 * schedules the session or moves the meeting (common/calendar/reminder-jobs.ts, as bookings do).
 * A job sends nothing unless its meeting is still scheduled with the job's sequence, not started,
 * in a session not cancelled: a moved meeting's old reminders stay silent, its move scheduled new
 * ones. Seat holders are read when it runs, so a seat taken after scheduling is reminded too.
 */

export const LIVE_REMINDER = 'live-reminder';

export interface LiveReminderJob {
  occurrenceId: string;
  /** The meeting's sequence when the reminder was scheduled: a move or cancel makes it stale. */
  sequence: number;
  lead: ReminderLead;
}

/** Inserts in `tx` the reminders still ahead of these meetings, at their current sequence. */
export function scheduleLiveReminders(
  jobs: JobQueue,
  tx: EntityManager,
  occurrences: LiveOccurrence[],
  now = new Date(),
): Promise<void> {
  return scheduleReminders(
    jobs,
    tx,
    LIVE_REMINDER,
    occurrences
      .filter((o) => o.status === LiveOccurrenceStatus.SCHEDULED)
      .map((o) => ({ startsAt: o.startsAt, data: { occurrenceId: o.id, sequence: o.sequence } })),
    now,
  );
}

/** The mails of `job`'s reminder, or null when its meeting is no longer as it was scheduled for. */
export async function reminderMails(
  tx: EntityManager,
  job: LiveReminderJob,
  links: InviteLinks,
  now: Date,
): Promise<MailMessage[] | null> {
  // FOR SHARE: a move or cancel of the meeting waits until this commits, then sends its own.
  const occurrence = await tx
    .getRepository(LiveOccurrence)
    .findOne({ where: { id: job.occurrenceId }, lock: { mode: 'pessimistic_read' } });
  if (
    !occurrence ||
    occurrence.status !== LiveOccurrenceStatus.SCHEDULED ||
    occurrence.sequence !== job.sequence ||
    occurrence.startsAt <= now
  )
    return null;
  const context = await liveContext(tx, occurrence.liveSessionId);
  if (context.session.status !== LiveSessionStatus.SCHEDULED) return null;
  const change = { kind: 'reminder', occurrence, lead: job.lead } as const;
  return mailsToEveryone(tx, context, change, links, now);
}
