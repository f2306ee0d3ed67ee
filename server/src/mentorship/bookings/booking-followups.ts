import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { RefundsService } from '../../payments/refunds.service';
import { WebhookEvents } from '../../webhooks/webhook-events.service';
import { bookingContext, bookingEventData } from '../invites/booking-context';
import { NO_SHOW_REFUND_REASON, NO_SHOW_SETTLE_HOURS } from './booking-payment-rules';
import {
  BOOKING_FOLLOWUP,
  FollowupSchedule,
  paidPurchase,
  type FollowupJob,
} from './followup-schedule';

/**
 * The worker of a booking's later jobs (scheduled by FollowupSchedule): refunds (the provider is called outside any transaction, so
 * a refund is a job inserted in the transaction that decides it, and also tried at once after
 * its commit), the automatic refund of a no-show report the mentor left unsettled, and the
 * completion of a session at its end. Each job re-checks the booking when it runs, so a stale one
 * (a moved or cancelled booking) does nothing; `booking.completed` is recorded by the one
 * conditional update that completes the booking, so it is emitted once.
 */
@Injectable()
export class BookingFollowups implements OnModuleInit {

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
    @Inject(FollowupSchedule) private readonly schedule: FollowupSchedule,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(BOOKING_FOLLOWUP, {
      retryLimit: 10,
      retryDelaySeconds: 60,
      expireSeconds: 120,
    });
    await this.jobs.work<FollowupJob>(BOOKING_FOLLOWUP, (job) => this.run(job.data));
  }

  async run(job: FollowupJob, now = new Date()): Promise<void> {
    if (job.kind === 'refund') await this.refunds.refundSessionJob(job);
    else if (job.kind === 'no-show') await this.settleUnanswered(job.bookingId, now);
    else await this.complete(job.bookingId, now);
  }

  /** After the commit that scheduled it (refundSoon): the refund tried at once. */
  refundNow(purchaseId: string, reason: string | null): Promise<void> {
    return this.refunds.refundSessionsNow([{ purchaseId, reason }]);
  }

  /**
   * Completes a confirmed booking whose end has passed, unless a learner's no-show report is open;
   * answers whether this call completed it. Records `booking.completed` in the same transaction.
   */
  async complete(bookingId: string, now = new Date(), manager?: EntityManager): Promise<boolean> {
    const run = async (tx: EntityManager) => {
      const rows = await tx.query<{ id: string }[]>(
        // A CTE, so the driver answers the rows (an UPDATE alone answers [rows, count]).
        `WITH done AS (
           UPDATE bookings SET status = 'completed', updated_at = now()
           WHERE id = $1 AND status = 'confirmed' AND ends_at <= $2
             AND (no_show_reported_by IS DISTINCT FROM 'learner' OR no_show_resolved_at IS NOT NULL)
           RETURNING id)
         SELECT id FROM done`,
        [bookingId, now],
      );
      if (!rows.length) return false;
      const booking = await bookingContext(tx, bookingId);
      await this.webhooks.recordForOwner(tx, 'booking.completed', booking!.mentorId, () =>
        bookingEventData(booking!),
      );
      return true;
    };
    return manager ? run(manager) : this.db.transaction(run);
  }

  /**
   * The mentor left a learner's no-show report unsettled for NO_SHOW_SETTLE_HOURS: the learner is
   * refunded in full, and the booking completed if it is over.
   */
  private async settleUnanswered(bookingId: string, now: Date): Promise<void> {
    const purchaseId = await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }[]>(
        `WITH settled AS (
           UPDATE bookings SET no_show_resolved_at = $2, updated_at = now()
           WHERE id = $1 AND no_show_reported_by = 'learner' AND no_show_resolved_at IS NULL
             AND no_show_reported_at <= $2::timestamptz - make_interval(hours => $3)
           RETURNING id)
         SELECT id FROM settled`,
        [bookingId, now, NO_SHOW_SETTLE_HOURS],
      );
      if (!rows.length) return null;
      const purchase = await paidPurchase(tx, bookingId);
      if (purchase) await this.schedule.refundSoon(tx, purchase.id, NO_SHOW_REFUND_REASON);
      await this.complete(bookingId, now, tx);
      return purchase?.id ?? null;
    });
    if (purchaseId) await this.refundNow(purchaseId, NO_SHOW_REFUND_REASON);
  }
}
