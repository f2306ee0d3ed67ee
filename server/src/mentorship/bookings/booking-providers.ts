import type { Provider } from '@nestjs/common';
import { INVITE_PROVIDERS } from '../invites/invite-providers';
import { BookingPurchasePort } from '../../payments/booking-purchase-port';
import { BookingCheckout } from './booking-checkout';
import { BookingFollowups } from './booking-followups';
import { FollowupSchedule } from './followup-schedule';
import { BookingPaymentsResolver } from './booking-payments.resolver';
import { BookingPurchases } from './booking-purchases';
import { BookingLoaders } from './booking.loaders';
import { BookingQueries } from './booking.queries';
import { BookingsResolver } from './bookings.resolver';
import { BookingsService } from './bookings.service';
import { NoShows } from './no-shows';

/** Bookings: holding, paying, confirming, cancelling and moving sessions (docs/mentorship.md). */
export const BOOKING_PROVIDERS: Provider[] = [
  BookingsService,
  BookingQueries,
  BookingLoaders,
  BookingsResolver,
  FollowupSchedule,
  BookingFollowups,
  BookingPurchases,
  // Payments completes a session's purchase through this port (mentorship.module.ts makes it global).
  { provide: BookingPurchasePort, useExisting: BookingPurchases },
  BookingCheckout,
  NoShows,
  BookingPaymentsResolver,
  ...INVITE_PROVIDERS,
];
