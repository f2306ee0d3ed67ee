import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../auth/decorators';
import type { User } from '../../users/user.entity';
import { BookingStatus } from '../booking.entity';
import { AdminBookingPage, AdminBookingView } from './admin-booking.types';
import { AdminBookingsService } from './admin-bookings.service';

/**
 * The admin console's bookings (docs/admin.md). Here rather than in admin/, which sits in an
 * earlier import layer than mentorship.
 */
@Resolver()
@Roles('admin')
export class AdminBookingsResolver {
  constructor(@Inject(AdminBookingsService) private readonly bookings: AdminBookingsService) {}

  @Query(() => AdminBookingPage, {
    description:
      'Admin only. Every booking, latest start first; status narrows it (none: all); search matches part of the mentor’s or learner’s name or email, or the session type’s title.',
  })
  adminBookings(
    @Args('status', { type: () => BookingStatus, nullable: true }) status?: BookingStatus | null,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
    @Args('page', { type: () => Int, nullable: true, description: '1-based; 25 rows a page.' })
    page?: number | null,
  ) {
    return this.bookings.list(status, search, page);
  }

  @Mutation(() => AdminBookingView, {
    description:
      'Admin only. Cancels a held or confirmed booking before it starts, as its mentor’s cancellation (a paid one is refunded in full), recorded as the admin’s; both people are told. The learner’s and mentor’s refusals apply. Audited (booking.cancel).',
  })
  adminCancelBooking(
    @CurrentUser() admin: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason') reason: string,
  ) {
    return this.bookings.cancel(admin, id, reason);
  }
}
