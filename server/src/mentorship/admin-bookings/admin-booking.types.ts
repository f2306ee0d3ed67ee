import { Field, ID, ObjectType } from '@nestjs/graphql';
import { AdminAuditLogEntry, PageOf } from '../../admin/dto/admin.types';
import type { Booking } from '../booking.entity';
import { BookingView } from '../bookings/booking.types';

@ObjectType('AdminBooking', {
  description:
    'A booking as the admin console lists it: the booking itself (its session type, mentor, learner, price and state), both people’s addresses, and the admin actions on it.',
})
export class AdminBookingView {
  @Field(() => ID)
  id: string;

  @Field(() => BookingView)
  booking: Booking;

  @Field()
  mentorEmail: string;

  @Field()
  learnerEmail: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Who cancelled it: the learner, the mentor or an admin, by name; null if not cancelled.',
  })
  cancelledByName: string | null;

  @Field(() => [AdminAuditLogEntry], {
    description: 'The audit rows of admin actions on this booking, oldest first.',
  })
  audit: AdminAuditLogEntry[];
}

@ObjectType()
export class AdminBookingPage extends PageOf(AdminBookingView) {}
