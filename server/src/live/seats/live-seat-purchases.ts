import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Locale } from '../../../../shared/locale';
import { translate } from '../../common/i18n/translate';
import type { InviteLinks } from '../../common/calendar/invite-links';
import { sessionTime } from '../../common/calendar/zoned-time';
import type { SessionLine } from '../../payments/booking-purchase-port';
import { LiveSeatPurchasePort } from '../../payments/live-seat-purchase-port';
import type { Purchase } from '../../payments/purchase.entity';
import { livePageUrl } from '../invites/live-ics';
import { LIVE_LINKS } from '../invites/live-links';
import { LiveNotices } from '../invites/live-notices';
import { LiveSeat, LiveSeatStatus } from '../live-seat.entity';
import { LiveSession, LiveSessionStatus } from '../live-session.entity';
import { isViolation, SEAT_MESSAGES } from './seat-rules';
import { SeatSchedule } from './seat-schedule';
import {
  firstMeetingStart,
  hasMeetingLeft,
  lockedSeat,
  lockedSession,
  takeSeat,
} from './seat-writes';

/**
 * The live side of a seat's payment (payments/live-seat-purchase-port.ts): a completed payment
 * confirms its held seat, or is refunded when the seat can no longer be had.
 */
@Injectable()
export class LiveSeatPurchases extends LiveSeatPurchasePort {
  constructor(
    @Inject(LiveNotices) private readonly notices: LiveNotices,
    @Inject(SeatSchedule) private readonly schedule: SeatSchedule,
    @Inject(LIVE_LINKS) private readonly links: InviteLinks,
  ) {
    super();
  }

  /**
   * Confirms a held seat, also one whose hold lapsed while a seat is still free (the seat counter's
   * CHECK decides, and the unique index if the learner took another place since, inside a
   * savepoint). Anything else (the series cancelled, the seat given to the next in line, paid
   * twice) is refunded in full.
   */
  async paid(tx: EntityManager, purchase: Purchase): Promise<boolean> {
    const id = purchase.liveSeatId!;
    const found = await tx.getRepository(LiveSeat).findOneBy({ id });
    const session = found && (await lockedSession(tx, found.liveSessionId));
    const seat = found && (await lockedSeat(tx, id));
    if (seat && session && (await this.confirm(tx, seat, session))) return true;
    await this.schedule.refundSoon(tx, purchase.id, SEAT_MESSAGES.lateRefund);
    return false;
  }

  private async confirm(tx: EntityManager, seat: LiveSeat, session: LiveSession) {
    if (seat.status === LiveSeatStatus.HELD) {
      await this.confirmed(tx, seat);
      return true;
    }
    const open =
      session.status === LiveSessionStatus.SCHEDULED &&
      (await hasMeetingLeft(tx, session.id, new Date()));
    if (seat.status !== LiveSeatStatus.EXPIRED || !open) return false;
    await tx.query('SAVEPOINT live_seat_paid');
    try {
      if (!(await takeSeat(tx, session.id))) {
        await tx.query('ROLLBACK TO SAVEPOINT live_seat_paid');
        return false;
      }
      await this.confirmed(tx, seat);
    } catch (error) {
      if (!isViolation(error, '23505', 'UQ_live_seats_active')) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT live_seat_paid');
      return false;
    }
    await tx.query('RELEASE SAVEPOINT live_seat_paid');
    return true;
  }

  private async confirmed(tx: EntityManager, seat: LiveSeat) {
    await tx
      .getRepository(LiveSeat)
      .update({ id: seat.id }, { status: LiveSeatStatus.CONFIRMED, expiresAt: null });
    await this.notices.seatConfirmed(tx, seat.id);
  }

  /** "Reels clinic, 4 live meetings from Monday 29 March 2027, 7:00 pm IST", in the seat's zone. */
  async line(tx: EntityManager, liveSeatId: string, locale: Locale): Promise<SessionLine> {
    const seat = await tx.getRepository(LiveSeat).findOneByOrFail({ id: liveSeatId });
    const session = await tx.getRepository(LiveSession).findOneByOrFail({
      id: seat.liveSessionId,
    });
    const [{ meetings }] = await tx.query<{ meetings: number }[]>(
      `SELECT count(*)::int AS meetings FROM live_occurrences WHERE live_session_id = $1`,
      [session.id],
    );
    const first = (await firstMeetingStart(tx, session.id)) ?? session.firstStartsAt;
    return {
      title: translate(locale, 'mail.liveSeat.line', {
        title: session.title,
        meetings,
        when: sessionTime(locale, first, seat.timeZone),
      }),
      url: livePageUrl(this.links, session.id),
    };
  }
}
