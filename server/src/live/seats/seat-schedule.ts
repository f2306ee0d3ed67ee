import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';

export const LIVE_SEAT_FOLLOWUP = 'live-seat-followup';

/** What a seat sets off later, on one pg-boss queue (one worker: seat-followups.ts). */
export type SeatFollowupJob =
  /** An offer or a hold runs out at `expiresAt` (ISO): expired then, if the seat still waits. */
  | { kind: 'lapse'; seatId: string; expiresAt: string }
  /** Refund a seat's purchase: `amountPaise` of it (a pro rata share), or in full when null. */
  | { kind: 'refund'; purchaseId: string; reason: string | null; amountPaise: number | null };

/**
 * Schedules a seat's later jobs inside the transaction that causes them. Apart from the worker, so
 * what confirms a seat inside a payment's transaction does not depend on the refunds the worker
 * makes (a cycle of providers).
 */
@Injectable()
export class SeatSchedule {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  /** Lapses the offer or hold at its `expiresAt`, unless it was claimed, paid or moved meanwhile. */
  async lapseAt(tx: EntityManager, seat: { id: string; expiresAt: Date | null }): Promise<void> {
    if (!seat.expiresAt) return;
    const job: SeatFollowupJob = {
      kind: 'lapse',
      seatId: seat.id,
      expiresAt: seat.expiresAt.toISOString(),
    };
    await this.jobs.sendAll(tx, LIVE_SEAT_FOLLOWUP, [job], { startAfter: seat.expiresAt });
  }

  /** The purchase's refund (in full, or `amountPaise` of it), as a job that runs once `tx` commits. */
  async refundSoon(
    tx: EntityManager,
    purchaseId: string,
    reason: string | null,
    amountPaise: number | null = null,
  ): Promise<void> {
    const job: SeatFollowupJob = { kind: 'refund', purchaseId, reason, amountPaise };
    await this.jobs.sendAll(tx, LIVE_SEAT_FOLLOWUP, [job]);
  }
}
