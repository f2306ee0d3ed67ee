import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DateOverride, WeeklyHours } from './availability.entity';
import { Booking } from './booking.entity';
import { BOOKING_PROVIDERS } from './bookings/booking-providers';
import { MentorProfile } from './mentor-profile.entity';
import { MENTOR_PROVIDERS } from './mentors/mentor-providers';
import { SessionType } from './session-type.entity';

/** Mentorship (issue 39): mentors sell sessions in their hours, learners book them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([MentorProfile, SessionType, WeeklyHours, DateOverride, Booking]),
  ],
  providers: [...MENTOR_PROVIDERS, ...BOOKING_PROVIDERS],
})
export class MentorshipModule {}
