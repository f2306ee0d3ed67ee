import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { invalidField } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { CheckoutService, type PurchaseOptions } from '../../payments/checkout.service';
import type { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { SessionType } from '../session-type.entity';
import { PAYMENT_MESSAGES } from './booking-payment-rules';
import { bookingNotFound } from './booking-rules';

/**
 * Paying for a held session through the course checkout's machinery (CheckoutService): the same
 * provider order, sandbox, verification, webhook and refunds. This side checks whose booking it
 * is and that its hold still runs; the price is the one fixed on the booking.
 */
@Injectable()
export class BookingCheckout {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
  ) {}

  async pay(
    user: User,
    bookingId: unknown,
    options: Pick<PurchaseOptions, 'couponCode' | 'buyerState'>,
  ) {
    const booking = isUuid(bookingId)
      ? await this.db.getRepository(Booking).findOneBy({ id: bookingId })
      : null;
    // Someone else's booking reads as unknown, as everywhere in bookings.
    if (!booking || booking.learnerId !== user.id) throw bookingNotFound();
    const lapsed =
      booking.status === BookingStatus.EXPIRED ||
      (booking.status === BookingStatus.HELD &&
        booking.holdExpiresAt !== null &&
        booking.holdExpiresAt <= new Date());
    if (lapsed) throw invalidField('bookingId', PAYMENT_MESSAGES.lapsed);
    if (booking.status !== BookingStatus.HELD) throw invalidField('bookingId', PAYMENT_MESSAGES.notHeld);
    const type = await this.db
      .getRepository(SessionType)
      .findOneByOrFail({ id: booking.sessionTypeId });
    return this.checkout.purchaseBooking(
      user,
      {
        id: booking.id,
        mentorId: booking.mentorId,
        pricePaise: booking.pricePaise,
        title: type.title,
      },
      options,
    );
  }
}
