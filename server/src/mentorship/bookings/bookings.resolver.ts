import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { Authenticated, CurrentUser } from '../../auth/decorators';
import type { GraphQLContext, RequestLoaders } from '../../common/graphql/request-loaders';
import type { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import type { SessionType } from '../session-type.entity';
import { MentorLoaders } from '../mentors/mentor.loaders';
import { MentorView, SessionTypeView } from '../mentors/mentor.types';
import { BookingLoaders } from './booking.loaders';
import { BookingQueries, BookingSide } from './booking.queries';
import { BookingPerson, BookingView, BookSessionInput } from './booking.types';
import { BookingsService } from './bookings.service';

/**
 * Booking sessions (docs/mentorship.md). Writes need a signed-in session (no API token scope lets a
 * token book for its owner); reading one's bookings takes `learning:read`.
 */
@Resolver(() => BookingView)
export class BookingsResolver {
  constructor(
    @Inject(BookingsService) private readonly bookings: BookingsService,
    @Inject(BookingQueries) private readonly queries: BookingQueries,
    @Inject(BookingLoaders) private readonly load: BookingLoaders,
    @Inject(MentorLoaders) private readonly mentors: MentorLoaders,
  ) {}

  @Mutation(() => BookingView, {
    description:
      'Books a slot of a session type: a free one is CONFIRMED at once, a paid one HELD for its checkout. BAD_USER_INPUT with the reason when the time is not bookable ("That time is already taken.").',
  })
  @Authenticated()
  bookSession(@CurrentUser() user: User, @Args('input') input: BookSessionInput) {
    return this.bookings.book(user, input);
  }

  @Mutation(() => BookingView, {
    description:
      'Its learner or mentor cancels a held or confirmed booking before it starts; NOT_FOUND for anyone else.',
  })
  @Authenticated()
  cancelBooking(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.bookings.cancel(user, id, reason);
  }

  @Mutation(() => BookingView, {
    description:
      'Its learner or mentor moves a booking, before it starts, to another bookable start; NOT_FOUND for anyone else.',
  })
  @Authenticated()
  rescheduleBooking(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('startsAt', { type: () => Date }) startsAt: Date,
  ) {
    return this.bookings.reschedule(user, id, startsAt);
  }

  @Query(() => [BookingView], {
    description:
      "The viewer's bookings as learner or as mentor: upcoming ones soonest first, or (upcoming: false) past, cancelled and expired ones latest first.",
  })
  @Authenticated()
  @ApiScopes('learning:read')
  myBookings(
    @CurrentUser() user: User,
    @Args('as', { type: () => BookingSide, defaultValue: BookingSide.LEARNER }) side: BookingSide,
    @Args('upcoming', { type: () => Boolean, defaultValue: true }) upcoming: boolean,
  ) {
    return this.queries.mine(user, side, upcoming);
  }

  @Query(() => BookingView, {
    nullable: true,
    description: 'A booking, for its learner, its mentor and admins; null for anyone else.',
  })
  @Authenticated()
  @ApiScopes('learning:read')
  booking(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.queries.one(user, id);
  }

  @ResolveField(() => SessionTypeView)
  sessionType(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return this.typeOf(loaders, booking);
  }

  @ResolveField(() => MentorView)
  mentor(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return this.mentorOf(loaders, booking);
  }

  @ResolveField(() => BookingPerson)
  learner(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return this.load.person(loaders, booking.learnerId);
  }

  @ResolveField(() => String, { description: 'The currency of pricePaise (INR).' })
  async currency(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.typeOf(loaders, booking)).currency;
  }

  @ResolveField(() => String, { description: 'The IANA zone the mentor keeps their hours in.' })
  async mentorTimeZone(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    return (await this.mentorOf(loaders, booking)).timeZone;
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      "The mentor's own meeting link for this session type, once the booking is confirmed; null otherwise (the built-in room is used).",
  })
  async meetingUrl(@Parent() booking: Booking, @Context() { loaders }: GraphQLContext<User>) {
    if (booking.status !== BookingStatus.CONFIRMED) return null;
    return (await this.typeOf(loaders, booking)).meetingUrl;
  }

  /** A booking's mentor: always there, as its session type belongs to their profile (a foreign key). */
  private async mentorOf(loaders: RequestLoaders, booking: Booking): Promise<MentorView> {
    const mentor = await this.mentors.mentor(loaders, booking.mentorId);
    if (!mentor) throw new Error(`Mentor ${booking.mentorId} of a booking is missing`);
    return mentor;
  }

  /** A booking's session type: always there, as bookings keep theirs (ON DELETE RESTRICT). */
  private async typeOf(loaders: RequestLoaders, booking: Booking): Promise<SessionType> {
    const type = await this.mentors.sessionType(loaders, booking.sessionTypeId);
    if (!type) throw new Error(`Session type ${booking.sessionTypeId} of a booking is missing`);
    return type;
  }
}
