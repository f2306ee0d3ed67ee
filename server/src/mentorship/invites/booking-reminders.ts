import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  scheduleReminders,
  workReminders,
  type ReminderLead,
} from '../../common/calendar/reminder-jobs';
import { JobQueue } from '../../common/jobs/job-queue';
import { MailOutbox } from '../../mail/mail-outbox';
import { BookingStatus } from '../booking.entity';
import { bookingContext } from './booking-context';
import { bookingMail, type BookingLinks } from './booking-mail';
import { BOOKING_LINKS } from './booking-links';

export const BOOKING_REMINDER = 'booking-reminder';

export interface ReminderJob {
  bookingId: string;
  /** The booking's sequence when the reminder was scheduled: any later change makes it stale. */
  sequence: number;
  lead: ReminderLead;
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

  onModuleInit(): Promise<void> {
    return workReminders<ReminderJob>(this.jobs, BOOKING_REMINDER, (job) => this.remind(job));
  }

  async schedule(
    tx: EntityManager,
    booking: { id: string; sequence: number; startsAt: Date },
    now = new Date(),
  ): Promise<void> {
    const data = { bookingId: booking.id, sequence: booking.sequence };
    await scheduleReminders(
      this.jobs,
      tx,
      BOOKING_REMINDER,
      [{ startsAt: booking.startsAt, data }],
      now,
    );
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
