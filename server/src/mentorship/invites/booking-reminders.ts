import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { MailOutbox } from '../../mail/mail-outbox';
import { BookingStatus } from '../booking.entity';
import { bookingContext } from './booking-context';
import { bookingMail, type BookingLinks } from './booking-mail';
import { BOOKING_LINKS } from './booking-links';

export const BOOKING_REMINDER = 'booking-reminder';

/** How long before the start each reminder goes. */
export const REMINDER_LEADS = { day: 24 * 3600_000, hour: 3600_000 } as const;

export interface ReminderJob {
  bookingId: string;
  /** The booking's sequence when the reminder was scheduled: any later change makes it stale. */
  sequence: number;
  lead: keyof typeof REMINDER_LEADS;
}

/**
 * Reminders 24 h and 1 h before a confirmed session, by mail to both sides: pg-boss jobs inserted
 * in the transaction that confirms or moves the booking, to start at their time. A job carries the
 * booking's sequence then; when it runs it sends nothing unless the booking is still confirmed with
 * that sequence and not yet started, so a cancelled or moved booking never gets a stale reminder
 * (the move scheduled its own). A reminder whose time has already passed is not scheduled.
 */
@Injectable()
export class BookingReminders implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks,
  ) {}

  async onModuleInit(): Promise<void> {
    // The queue must exist for bookings to schedule into it, whatever this instance runs.
    await this.jobs.queue(BOOKING_REMINDER, {
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireSeconds: 120,
    });
    await this.jobs.work<ReminderJob>(BOOKING_REMINDER, async (job) => {
      await this.remind(job.data);
    });
  }

  async schedule(
    tx: EntityManager,
    booking: { id: string; sequence: number; startsAt: Date },
    now = new Date(),
  ): Promise<void> {
    for (const lead of Object.keys(REMINDER_LEADS) as ReminderJob['lead'][]) {
      const startAfter = new Date(booking.startsAt.getTime() - REMINDER_LEADS[lead]);
      if (startAfter <= now) continue;
      const job: ReminderJob = { bookingId: booking.id, sequence: booking.sequence, lead };
      await this.jobs.sendAll(tx, BOOKING_REMINDER, [job], { startAfter });
    }
  }

  /** Sends the reminder of `job` to both sides, if the booking is still as it was scheduled for. */
  async remind(job: ReminderJob, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const booking = await bookingContext(tx, job.bookingId, true);
      const current =
        booking !== null &&
        booking.status === (BookingStatus.CONFIRMED as string) &&
        booking.sequence === job.sequence &&
        booking.startsAt > now;
      if (!current) return false;
      const change = { kind: 'reminder', lead: job.lead } as const;
      await this.mail.queueAll(tx, [
        bookingMail(booking, 'learner', change, this.links),
        bookingMail(booking, 'mentor', change, this.links),
      ]);
      return true;
    });
  }
}
