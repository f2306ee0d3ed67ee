import type { Provider } from '@nestjs/common';
import { BookingInviteResolver } from './booking-invite.resolver';
import { BOOKING_LINKS_PROVIDER } from './booking-links';
import { BookingNotices } from './booking-notices';
import { BookingReminders } from './booking-reminders';

/** Invites, mails, reminders and webhook events of bookings (docs/mentorship.md). */
export const INVITE_PROVIDERS: Provider[] = [
  BOOKING_LINKS_PROVIDER,
  BookingReminders,
  BookingNotices,
  BookingInviteResolver,
];
