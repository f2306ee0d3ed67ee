import type { Provider } from '@nestjs/common';
import { AdminBookingsResolver } from './admin-bookings.resolver';
import { AdminBookingsService } from './admin-bookings.service';

/** The admin console's bookings (docs/admin.md). */
export const ADMIN_BOOKING_PROVIDERS: Provider[] = [AdminBookingsService, AdminBookingsResolver];
