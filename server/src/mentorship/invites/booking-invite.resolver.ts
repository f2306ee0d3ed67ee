import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import type { User } from '../../users/user.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingView } from '../bookings/booking.types';
import { bookingContexts } from './booking-context';
import { BOOKING_LINKS } from './booking-links';
import { calendarInvite, type BookingLinks } from './booking-mail';

/** Statuses a calendar may hold an entry for; a hold or a lapsed one never reached a calendar. */
const IN_CALENDARS = new Set([
  BookingStatus.CONFIRMED,
  BookingStatus.COMPLETED,
  BookingStatus.CANCELLED,
]);

/** The invite a booking's mails carry, for "Add to calendar" on its page. */
@Resolver(() => BookingView)
export class BookingInviteResolver {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks,
  ) {}

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The booking as an iCalendar file (RFC 5545), as the viewer’s last mail carried it: the same UID and SEQUENCE, METHOD:CANCEL once cancelled. For its learner and its mentor; null for anyone else and while it is held or expired.',
  })
  async calendarInvite(
    @Parent() booking: Booking,
    @Context() { req, loaders }: GraphQLContext<User>,
  ) {
    const viewer = req.user?.id;
    const side =
      viewer === booking.learnerId ? 'learner' : viewer === booking.mentorId ? 'mentor' : null;
    if (!side || !IN_CALENDARS.has(booking.status)) return null;
    // Batched: a list of bookings asking for their invites costs one query, not one each.
    const context = await loaders.fromMap(
      'bookingInviteContext',
      booking.id,
      (ids) => bookingContexts(this.db.manager, ids),
      null,
    );
    if (!context) return null;
    const cancelled = booking.status === BookingStatus.CANCELLED;
    return calendarInvite(context, side, this.links, cancelled).content.toString('utf8');
  }
}
