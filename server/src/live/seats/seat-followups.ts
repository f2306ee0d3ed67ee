import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { RefundsService, type SessionRefundOrder } from '../../payments/refunds.service';
import { LiveSeat, LiveSeatStatus } from '../live-seat.entity';
import { LIVE_SEAT_FOLLOWUP, type SeatFollowupJob } from './seat-schedule';
import { lockedSeat, lockedSession } from './seat-writes';
import { Waitlist } from './waitlist';

/** A seat's refund to make: in full, or `amountPaise` of it. */
export type SeatRefund = SessionRefundOrder;

/** A job that finds its seat's deadline this far ahead is early (clocks apart): retried later. */
const EARLY_MS = 60_000;

/**
 * The worker of seats' later jobs (SeatSchedule): an offer or a hold that ran out is expired and
 * its seat offered to the next in line; a refund is made through payments' refunds (the provider
 * is called outside any transaction, so a refund is a job inserted where it is decided, and also
 * tried at once after that commit). Each job re-checks its seat, so a stale one does nothing.
 */
@Injectable()
export class SeatFollowups implements OnModuleInit {

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(Waitlist) private readonly waitlist: Waitlist,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(LIVE_SEAT_FOLLOWUP, {
      retryLimit: 10,
      retryDelaySeconds: 60,
      expireSeconds: 120,
    });
    await this.jobs.work<SeatFollowupJob>(LIVE_SEAT_FOLLOWUP, (job) => this.run(job.data));
  }

  async run(job: SeatFollowupJob, now = new Date()): Promise<void> {
    if (job.kind === 'lapse') return this.lapse(job.seatId, job.expiresAt, now);
    return this.refunds.refundSessionJob(job);
  }

  /** After the commit that scheduled them: the refunds tried at once; a failure is left to the job. */
  refundNow(refunds: SeatRefund[]): Promise<void> {
    return this.refunds.refundSessionsNow(refunds);
  }

  /**
   * The offer or hold of `seatId` that was to run out at `expiresAt`: expired, and the seat goes
   * on, if it still waits with that deadline (claimed, paid, cancelled or offered anew: nothing).
   */
  private async lapse(seatId: string, expiresAt: string, now: Date): Promise<void> {
    const seen = await this.db.getRepository(LiveSeat).findOneBy({ id: seatId });
    if (!seen) return;
    await this.db.transaction(async (tx) => {
      await lockedSession(tx, seen.liveSessionId);
      const seat = await lockedSeat(tx, seatId);
      const waiting =
        seat?.status === LiveSeatStatus.OFFERED || seat?.status === LiveSeatStatus.HELD;
      if (!waiting || seat.expiresAt?.toISOString() !== expiresAt) return;
      if (seat.expiresAt.getTime() > now.getTime() + EARLY_MS)
        throw new Error(`seat ${seatId} lapses at ${expiresAt}, not yet`);
      await this.waitlist.lapse(tx, seat, now);
    });
  }
}
