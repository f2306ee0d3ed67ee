import type { EntityManager } from 'typeorm';
import type { JobQueue, QueueOptions } from '../jobs/job-queue';

/** How long before a meeting's start each reminder goes. */
export const REMINDER_LEADS = { day: 24 * 3600_000, hour: 3600_000 } as const;

export type ReminderLead = keyof typeof REMINDER_LEADS;

/** A reminder queue's settings: a reminder is retried a few times, soon. */
const REMINDER_QUEUE: QueueOptions = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireSeconds: 120,
};

/**
 * Makes the reminder queue `queue` (it must exist for changes to schedule into it, whatever this
 * instance runs) and works it with `remind`, one job at a time.
 */
export async function workReminders<T extends object>(
  jobs: JobQueue,
  queue: string,
  remind: (job: T) => Promise<unknown>,
): Promise<void> {
  await jobs.queue(queue, REMINDER_QUEUE);
  await jobs.work<T>(queue, async (job) => {
    await remind(job.data);
  });
}

/**
 * Inserts in `tx` the reminders (24 h and 1 h before) of each meeting still ahead of `now`, each
 * a job of `queue` with the meeting's `data` and its `lead`, to start at its time; one whose time
 * has passed is left out. The data carries what tells a reminder it is stale when it runs (the
 * meeting's sequence, say): a change schedules its own and the old ones send nothing.
 */
export async function scheduleReminders<T extends object>(
  jobs: JobQueue,
  tx: EntityManager,
  queue: string,
  meetings: { startsAt: Date; data: T }[],
  now = new Date(),
): Promise<void> {
  const due = meetings.flatMap(({ startsAt, data }) =>
    (Object.keys(REMINDER_LEADS) as ReminderLead[]).map((lead) => ({
      data: { ...data, lead },
      startAfter: new Date(startsAt.getTime() - REMINDER_LEADS[lead]),
    })),
  );
  await jobs.sendEach(
    tx,
    queue,
    due.filter((job) => job.startAfter > now),
  );
}
