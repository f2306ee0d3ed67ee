import type { Provider } from '@nestjs/common';
import { INVITE_PROVIDERS } from '../invites/invite-providers';
import { BookingLoaders } from './booking.loaders';
import { BookingQueries } from './booking.queries';
import { BookingsResolver } from './bookings.resolver';
import { BookingsService } from './bookings.service';

/** Bookings: holding, confirming, cancelling and moving sessions (docs/mentorship.md). */
export const BOOKING_PROVIDERS: Provider[] = [
  BookingsService,
  BookingQueries,
  BookingLoaders,
  BookingsResolver,
  ...INVITE_PROVIDERS,
];
