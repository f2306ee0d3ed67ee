import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { Purchase } from '../../payments/purchase.entity';
import { PURCHASE_PAID } from '../../payments/purchase-status';
import { NO_SHOW_SETTLE_HOURS } from './booking-payment-rules';

export const BOOKING_FOLLOWUP = 'booking-followup';

/** What a booking's money and end set off later, on one pg-boss queue (one worker for them all). */
export type FollowupJob =
  /** Refund a session's purchase in full now (a cancellation, a late payment, a settled no-show). */
  | { kind: 'refund'; purchaseId: string; reason: string | null }
  /** The mentor's time to settle a learner's no-show report is over: refund it if still open. */
  | { kind: 'no-show'; bookingId: string }
  /** The session's end: completed, unless a learner's no-show report is open. */
  | { kind: 'complete'; bookingId: string };

const HOUR = 3600_000;

/** The paid purchase of a booking (refunded or not), the latest if several; null when none. */
export function paidPurchase(manager: EntityManager, bookingId: string): Promise<Purchase | null> {
  return manager.getRepository(Purchase).findOne({
    where: { bookingId, status: In([...PURCHASE_PAID]) },
    order: { completedAt: 'DESC' },
  });
}

/**
 * Schedules a booking's later jobs inside the transaction that causes them (BookingFollowups runs
 * them). Apart from the worker, so what confirms a booking inside a payment's transaction does not
 * depend on the refunds the worker makes (a cycle of providers).
 */
@Injectable()
export class FollowupSchedule {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  /** The purchase's full refund, as a job that runs once `tx` commits. */
  async refundSoon(tx: EntityManager, purchaseId: string, reason: string | null): Promise<void> {
    const job: FollowupJob = { kind: 'refund', purchaseId, reason };
    await this.jobs.sendAll(tx, BOOKING_FOLLOWUP, [job]);
  }

  /** Completes the booking at `endsAt` (the job re-checks the end, so a move makes it stale). */
  async completeAt(tx: EntityManager, booking: { id: string; endsAt: Date }): Promise<void> {
    const job: FollowupJob = { kind: 'complete', bookingId: booking.id };
    await this.jobs.sendAll(tx, BOOKING_FOLLOWUP, [job], { startAfter: booking.endsAt });
  }

  /** Settles a learner's no-show report with a refund unless the mentor does first. */
  async settleBy(tx: EntityManager, bookingId: string, reportedAt: Date): Promise<void> {
    const job: FollowupJob = { kind: 'no-show', bookingId };
    const startAfter = new Date(reportedAt.getTime() + NO_SHOW_SETTLE_HOURS * HOUR);
    await this.jobs.sendAll(tx, BOOKING_FOLLOWUP, [job], { startAfter });
  }
}
