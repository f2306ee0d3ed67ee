import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Authenticated, CurrentUser } from '../../auth/decorators';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { PurchaseResult } from '../../payments/dto/payment.types';
import type { User } from '../../users/user.entity';
import { LiveOccurrence, LiveOccurrenceStatus } from '../live-occurrence.entity';
import type { LiveSeat } from '../live-seat.entity';
import { LiveSession, LiveSessionStatus } from '../live-session.entity';
import { LiveSessionView } from '../live.types';
import { LiveSeatCheckout } from './live-seat-checkout';
import { LiveSeatView } from './live-seat.types';
import { LiveSeats } from './live-seats.service';
import {
  ACTIVE_STATUSES,
  LIVE_OFFER_HOURS,
  refundableUntil,
  SEAT_REFUND_NOTICE_HOURS,
} from './seat-rules';
import { LiveSeatLoaders } from './seat.loaders';

const TIME_ZONE = {
  type: () => String,
  description: 'The learner’s IANA zone ("Asia/Kolkata"), for their invite and mails.',
};

/** Taking, claiming, buying and giving up seats (docs/live-sessions.md, "Seats and the waitlist"). */
@Resolver(() => LiveSeatView)
export class LiveSeatsResolver {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(LiveSeats) private readonly seats: LiveSeats,
    @Inject(LiveSeatCheckout) private readonly checkout: LiveSeatCheckout,
    @Inject(LiveSeatLoaders) private readonly load: LiveSeatLoaders,
  ) {}

  @Mutation(() => LiveSeatView, {
    description:
      'An enrolled learner takes a seat of an ENROLLED session (the whole series): CONFIRMED. When it is full: BAD_USER_INPUT "This session is full: join its waitlist." FORBIDDEN for someone not enrolled (or the course’s educator, or an admin); NOT_FOUND for a session of a course they may not open.',
  })
  @Authenticated()
  rsvpLiveSession(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('timeZone', TIME_ZONE) timeZone: string,
  ) {
    return this.seats.rsvp(user, id, timeZone);
  }

  @Mutation(() => LiveSeatView, {
    description: `An enrolled learner joins the waitlist of a full session: WAITLISTED. When a seat frees, the first in line is OFFERED it for ${LIVE_OFFER_HOURS} hours (at most until an hour before the next meeting) and claims it with claimLiveSeat.`,
  })
  @Authenticated()
  joinLiveWaitlist(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('timeZone', TIME_ZONE) timeZone: string,
  ) {
    return this.seats.joinWaitlist(user, id, timeZone);
  }

  @Mutation(() => LiveSeatView, {
    description:
      'The learner claims the seat OFFERED to them (the seat’s id) before it expires: CONFIRMED, or for a SEAT session HELD for its checkout (then buyLiveSeat).',
  })
  @Authenticated()
  claimLiveSeat(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.seats.claim(user, id);
  }

  @Mutation(() => LiveSeatView, {
    description: `The learner gives up their seat or waitlist place (the seat’s id): CANCELLED; the seat goes to the next in line. A paid seat given up at least ${SEAT_REFUND_NOTICE_HOURS} hours before the first meeting is refunded in full (see refundedPaise); later, it is not refunded.`,
  })
  @Authenticated()
  cancelLiveSeat(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.seats.cancel(user, id);
  }

  @Mutation(() => PurchaseResult, {
    description:
      'An enrolled learner buys a seat of a SEAT session: the seat is HELD for 15 minutes and its payment order opened at the session’s price, less a coupon of the educator’s that is for no one course; then the course checkout’s sandboxCheckout / Razorpay Checkout and verifyPayment, which confirms the seat. A coupon bringing it to 0 confirms it at once (FreeLiveSeat). Calling it again while held reopens the same order.',
  })
  @Authenticated()
  buyLiveSeat(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('timeZone', TIME_ZONE) timeZone: string,
    @Args('couponCode', { type: () => String, nullable: true }) couponCode?: string | null,
    @Args('buyerState', {
      type: () => String,
      nullable: true,
      description: "The buyer's GST state code, as in purchaseCourse.",
    })
    buyerState?: string | null,
  ) {
    return this.checkout.buy(user, id, timeZone, { couponCode, buyerState });
  }

  @Query(() => [LiveSessionView], {
    description:
      'The live sessions the caller has a seat or waitlist place in, or hosts, with a meeting still to come: soonest first.',
  })
  @Authenticated()
  myLiveSessions(@CurrentUser() user: User): Promise<LiveSession[]> {
    return this.db
      .getRepository(LiveSession)
      .createQueryBuilder('s')
      .innerJoin(
        (q) =>
          q
            .select('o.live_session_id', 'session_id')
            .addSelect('min(o.starts_at)', 'next_start')
            .from(LiveOccurrence, 'o')
            .where('o.status = :open AND o.ends_at > now()', {
              open: LiveOccurrenceStatus.SCHEDULED,
            })
            .groupBy('o.live_session_id'),
        'n',
        'n.session_id = s.id',
      )
      .where('s.status = :scheduled', { scheduled: LiveSessionStatus.SCHEDULED })
      .andWhere(
        `(s.host_id = :me OR EXISTS (SELECT 1 FROM live_seats m
           WHERE m.live_session_id = s.id AND m.user_id = :me AND m.status IN (:...active)))`,
        { me: user.id, active: [...ACTIVE_STATUSES] },
      )
      .orderBy('n.next_start', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getMany();
  }

  @ResolveField(() => Int, {
    nullable: true,
    description: 'Its place in line (1 is next) while WAITLISTED; null otherwise.',
  })
  waitlistPosition(@Parent() seat: LiveSeat, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.waitlistPosition(loaders, seat.id);
  }

  @ResolveField(() => LiveSessionView)
  liveSession(@Parent() seat: LiveSeat, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.session(loaders, seat.liveSessionId);
  }

  @ResolveField(() => Int, {
    nullable: true,
    description:
      'What its payment took, in paise, after any coupon (refunded since or not); null when no payment completed (an included seat, or one not paid yet).',
  })
  async paidPaise(@Parent() seat: LiveSeat, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.load.payment(loaders, seat.id)).paidPaise;
  }

  @ResolveField(() => Int, {
    nullable: true,
    description:
      'What its refund gave back, in paise: all of it when given up in time, the share of the meetings not held when the host cancelled the series; null when nothing was refunded.',
  })
  async refundedPaise(@Parent() seat: LiveSeat, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.load.payment(loaders, seat.id)).refundedPaise;
  }

  @ResolveField(() => Date, {
    nullable: true,
    description: `For a paid seat: until when giving it up is refunded in full (${SEAT_REFUND_NOTICE_HOURS} hours before the first meeting); null for an included seat.`,
  })
  async refundableUntil(@Parent() seat: LiveSeat, @Context() { loaders }: GraphQLContext<User>) {
    if (seat.pricePaise === 0) return null;
    const first = await this.load.firstStart(loaders, seat.liveSessionId);
    return first && refundableUntil(first);
  }
}
