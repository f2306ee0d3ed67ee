import { Inject, Injectable } from '@nestjs/common';
import { invalidField } from '../../common/errors/domain-error';
import { CheckoutService, type PurchaseOptions } from '../../payments/checkout.service';
import type { User } from '../../users/user.entity';
import { LiveAccess } from '../live-session.entity';
import { LiveSeats } from './live-seats.service';
import { SeatAccess } from './seat-access';
import { SEAT_MESSAGES, seatZone } from './seat-rules';

/**
 * Buying a seat of a SEAT session through the course checkout's machinery (CheckoutService): the
 * seat is held for SEAT_HOLD_MINUTES, then the same provider order, sandbox, verification, webhook,
 * receipt and refunds as a course or a mentorship session. The price is the one fixed on the seat.
 */
@Injectable()
export class LiveSeatCheckout {
  constructor(
    @Inject(SeatAccess) private readonly access: SeatAccess,
    @Inject(LiveSeats) private readonly seats: LiveSeats,
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
  ) {}

  async buy(
    user: User,
    id: unknown,
    timeZone: unknown,
    options: Pick<PurchaseOptions, 'couponCode' | 'buyerState'>,
    now = new Date(),
  ) {
    const zone = seatZone(timeZone);
    const session = await this.access.takeable(user, id, now);
    if (session.access !== LiveAccess.SEAT) throw invalidField('id', SEAT_MESSAGES.included);
    const { seat, fresh } = await this.seats.hold(user, session, zone, now);
    try {
      return await this.checkout.purchaseLiveSeat(
        user,
        { id: seat.id, hostId: session.hostId, pricePaise: seat.pricePaise, title: session.title },
        options,
      );
    } catch (error) {
      // Refused (a bad coupon, say) or the provider away: the hold made for it goes.
      if (fresh) await this.seats.dropHold(seat.id, now);
      throw error;
    }
  }
}
