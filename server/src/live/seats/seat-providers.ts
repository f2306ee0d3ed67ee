import type { Provider } from '@nestjs/common';
import { LiveSeatPurchasePort } from '../../payments/live-seat-purchase-port';
import { LiveSeatCheckout } from './live-seat-checkout';
import { LiveSeatPurchases } from './live-seat-purchases';
import { LiveSessionSeatsResolver } from './live-session-seats.resolver';
import { LiveSeatsResolver } from './live-seats.resolver';
import { LiveSeats } from './live-seats.service';
import { SeatAccess } from './seat-access';
import { SeatFollowups } from './seat-followups';
import { SeatSchedule } from './seat-schedule';
import { LiveSeatLoaders } from './seat.loaders';
import { Waitlist } from './waitlist';

/** Seats, the waitlist and paid seats (docs/live-sessions.md, "Seats and the waitlist"). */
export const LIVE_SEAT_PROVIDERS: Provider[] = [
  SeatAccess,
  SeatSchedule,
  SeatFollowups,
  Waitlist,
  LiveSeats,
  LiveSeatCheckout,
  LiveSeatPurchases,
  // Payments completes a seat's purchase through this port (live.module.ts makes it global).
  { provide: LiveSeatPurchasePort, useExisting: LiveSeatPurchases },
  LiveSeatLoaders,
  LiveSeatsResolver,
  LiveSessionSeatsResolver,
];
