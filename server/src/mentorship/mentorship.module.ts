import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CoursesModule } from '../courses/courses.module';
import { BookingPurchasePort } from '../payments/booking-purchase-port';
import { PaymentsModule } from '../payments/payments.module';
import { ADMIN_BOOKING_PROVIDERS } from './admin-bookings/admin-booking-providers';
import { DateOverride, WeeklyHours } from './availability.entity';
import { Booking } from './booking.entity';
import { BOOKING_PROVIDERS } from './bookings/booking-providers';
import { INSIGHTS_PROVIDERS } from './insights/insights-providers';
import { MentorProfile } from './mentor-profile.entity';
import { MentorLoaders } from './mentors/mentor.loaders';
import { MENTOR_PROVIDERS } from './mentors/mentor-providers';
import { RoomDoors } from './room/room-doors';
import { ROOM_PROVIDERS } from './room/room-providers';
import { SessionRating } from './session-rating.entity';
import { SessionType } from './session-type.entity';

/**
 * Mentorship (issue 39): mentors sell sessions in their hours, learners book them. Global for the
 * port payments completes a session's purchase through (payments/booking-purchase-port.ts), which
 * payments may not import from here.
 */
@Global()
@Module({
  imports: [
    AuthModule,
    CoursesModule,
    PaymentsModule,
    TypeOrmModule.forFeature([
      MentorProfile,
      SessionType,
      WeeklyHours,
      DateOverride,
      Booking,
      SessionRating,
    ]),
  ],
  exports: [BookingPurchasePort, RoomDoors, MentorLoaders],
  providers: [
    ...MENTOR_PROVIDERS,
    ...BOOKING_PROVIDERS,
    ...ADMIN_BOOKING_PROVIDERS,
    ...INSIGHTS_PROVIDERS,
    ...ROOM_PROVIDERS,
  ],
})
export class MentorshipModule {}
