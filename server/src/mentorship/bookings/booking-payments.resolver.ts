import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  ResolveField,
  Resolver,
  registerEnumType,
} from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Authenticated, CurrentUser } from '../../auth/decorators';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { PurchaseResult } from '../../payments/dto/payment.types';
import { PurchaseStatus } from '../../payments/purchase.entity';
import type { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingCheckout } from './booking-checkout';
import { cancellationRefund, NO_SHOW_SETTLE_HOURS } from './booking-payment-rules';
import { BookingView } from './booking.types';
import { NoShows } from './no-shows';

enum BookingRefund {
  FULL = 'full',
  NONE = 'none',
}
registerEnumType(BookingRefund, {
  name: 'BookingRefund',
  description: 'What the payment of a cancelled paid booking does.',
  valuesMap: {
    FULL: { description: 'Refunded in full (see Booking.refunded for whether it is done).' },
    NONE: { description: 'Kept: the learner cancelled inside the cancellation notice.' },
  },
});

interface Payment {
  paid: boolean;
  refunded: boolean;
  /** What its payment took, after any coupon; null when none completed. */
  paidPaise: number | null;
}

/**
 * Paying for sessions, their refunds and no-shows (docs/mentorship.md, "Paid sessions"): the
 * mutations, and the payment fields of a booking, loaded for a whole list in one query.
 */
@Resolver(() => BookingView)
export class BookingPaymentsResolver {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BookingCheckout) private readonly checkout: BookingCheckout,
    @Inject(NoShows) private readonly noShows: NoShows,
  ) {}

  @Mutation(() => PurchaseResult, {
    description:
      "The booking's learner opens the payment order of a HELD booking while its hold runs, at the price fixed on the booking, less a coupon of the mentor's that is for no one course; then the course checkout's sandboxCheckout / Razorpay Checkout and verifyPayment, which confirms the booking. A coupon bringing it to 0 confirms it at once (FreeBooking). NOT_FOUND for anyone else's booking.",
  })
  @Authenticated()
  payForBooking(
    @CurrentUser() user: User,
    @Args('bookingId', { type: () => ID }) bookingId: string,
    @Args('couponCode', { type: () => String, nullable: true }) couponCode?: string | null,
    @Args('buyerState', {
      type: () => String,
      nullable: true,
      description: "The buyer's GST state code, as in purchaseCourse.",
    })
    buyerState?: string | null,
  ) {
    return this.checkout.pay(user, bookingId, { couponCode, buyerState });
  }

  @Mutation(() => BookingView, {
    description: `Its learner or mentor reports that the other did not come: once per booking, from the start until 72 hours after the end. The mentor settles a learner's report with resolveNoShow; unsettled after ${NO_SHOW_SETTLE_HOURS} hours, the learner is refunded in full.`,
  })
  @Authenticated()
  reportNoShow(
    @CurrentUser() user: User,
    @Args('bookingId', { type: () => ID }) bookingId: string,
    @Args('note', { type: () => String, nullable: true }) note?: string | null,
  ) {
    return this.noShows.report(user, bookingId, note);
  }

  @Mutation(() => BookingView, {
    description:
      "The mentor settles the learner's open no-show report: refund: true refunds the payment in full, false keeps it.",
  })
  @Authenticated()
  resolveNoShow(
    @CurrentUser() user: User,
    @Args('bookingId', { type: () => ID }) bookingId: string,
    @Args('refund', { type: () => Boolean }) refund: boolean,
  ) {
    return this.noShows.resolve(user, bookingId, refund);
  }

  @ResolveField(() => Boolean, {
    description: 'A payment for it completed (refunded since or not); false for a free session.',
  })
  async paid(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.payment(loaders, booking.id)).paid;
  }

  @ResolveField(() => Boolean, { description: 'Its payment was refunded.' })
  async refunded(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.payment(loaders, booking.id)).refunded;
  }

  @ResolveField(() => Int, {
    nullable: true,
    description:
      'What its payment took, in paise: the price fixed on the booking less any coupon (0 when a coupon made it free), refunded since or not; null when no payment completed (a free session, or one not paid).',
  })
  async paidPaise(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.payment(loaders, booking.id)).paidPaise;
  }

  @ResolveField(() => BookingRefund, {
    nullable: true,
    description:
      'For a cancelled paid booking, whether its payment comes back (the rule of who cancelled when); null otherwise.',
  })
  async cancellationRefund(
    @Parent() booking: Booking,
    @Context() { loaders }: GraphQLContext<User>,
  ): Promise<BookingRefund | null> {
    if (booking.status !== BookingStatus.CANCELLED || !booking.cancelledAt || !booking.cancelledBy)
      return null;
    if (!(await this.payment(loaders, booking.id)).paid) return null;
    const rule = cancellationRefund(booking, booking.cancelledBy, booking.cancelledAt);
    return rule === 'full' ? BookingRefund.FULL : BookingRefund.NONE;
  }

  private payment(loaders: GraphQLContext['loaders'], bookingId: string): Promise<Payment> {
    return loaders.fromMap<Payment>(
      'bookingPayment',
      bookingId,
      async (ids) => {
        const rows = await this.db.query<
          { booking_id: string; refunded: boolean; paid_paise: number }[]
        >(
          `SELECT booking_id, bool_or(status = $3) AS refunded, sum(amount_paise)::int AS paid_paise
           FROM purchases
           WHERE booking_id = ANY($1::uuid[]) AND status = ANY($2::purchase_status[])
           GROUP BY booking_id`,
          [
            ids,
            [PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING, PurchaseStatus.REFUNDED],
            PurchaseStatus.REFUNDED,
          ],
        );
        return new Map(
          rows.map((r) => [
            r.booking_id,
            { paid: true, refunded: r.refunded, paidPaise: r.paid_paise },
          ]),
        );
      },
      { paid: false, refunded: false, paidPaise: null },
    );
  }
}
