import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { absoluteUrlField } from '../../common/public-url';
import { BookingStatus } from '../booking.entity';
import { BOOKING_HOLD_MINUTES, BOOKING_NOTE_MAX } from './booking-rules';
import { BookingSide } from './booking.queries';

registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  description: 'Where a booking is in its life.',
  valuesMap: {
    HELD: {
      description: `A paid session's time, kept ${BOOKING_HOLD_MINUTES} minutes for its checkout.`,
    },
    CONFIRMED: { description: 'Booked: free at once, paid once paid.' },
    CANCELLED: { description: 'Cancelled by the learner or the mentor.' },
    EXPIRED: { description: 'A hold whose checkout did not finish in time.' },
    COMPLETED: { description: 'The session took place.' },
  },
});

registerEnumType(BookingSide, {
  name: 'BookingSide',
  description: 'Which of their bookings a person lists: as the learner, or as the mentor.',
});

@ObjectType('BookingPerson', { description: 'The learner of a booking, as its mentor sees them.' })
export class BookingPerson {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Absolute avatar URL, as User.imageUrl.', middleware: [absoluteUrlField] })
  imageUrl: string;
}

/**
 * A learner's session with a mentor, for its two people (and admins). Answered with the Booking
 * entity: `sessionType`, `mentor`, `learner`, `currency`, `mentorTimeZone` and `meetingUrl` are
 * resolved fields (bookings.resolver.ts), loaded in batches.
 */
@ObjectType('Booking', { description: 'A session booked with a mentor.' })
export class BookingView {
  @Field(() => ID, { description: 'Also the UID of its calendar invite, for its whole life.' })
  id: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Date)
  endsAt: Date;

  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field(() => Date, {
    nullable: true,
    description:
      'Until when a held booking keeps its time unless paid; null once confirmed or when free.',
  })
  holdExpiresAt: Date | null;

  @Field(() => Int, { description: 'What the learner pays, fixed when booked; 0 is free.' })
  pricePaise: number;

  @Field({ description: 'The IANA zone the learner booked in.' })
  learnerTimeZone: string;

  @Field({ description: 'What the learner wants to talk about; empty when not given.' })
  note: string;

  @Field(() => Int, {
    description: 'The invite’s SEQUENCE: 0 when booked, +1 on each move or cancellation.',
  })
  sequence: number;

  @Field(() => Date, { nullable: true })
  cancelledAt: Date | null;

  @Field(() => String, { nullable: true })
  cancelReason: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'Who cancelled: the user id of the learner or of the mentor; null unless cancelled.',
  })
  cancelledBy: string | null;

  @Field(() => Int, {
    description:
      'The cancellation notice, in hours, the learner saw when booking: cancelling at least this long before the start refunds a paid session in full.',
  })
  cancellationNoticeHours: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Who reported that the other side did not come: 'learner' or 'mentor'; null when nobody did.",
  })
  noShowReportedBy: string | null;

  @Field(() => Date, { nullable: true })
  noShowReportedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'What the reporter wrote with a no-show report.',
  })
  noShowNote: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "When a learner's no-show report was settled (by the mentor, or refunded automatically after 72 hours); a mentor's report is settled as it is made.",
  })
  noShowResolvedAt: Date | null;
}

@InputType()
export class BookSessionInput {
  @Field(() => ID)
  sessionTypeId: string;

  @Field(() => Date, { description: 'One of the starts availableSlots offers.' })
  startsAt: Date;

  @Field({ description: 'The learner’s IANA zone, e.g. Asia/Kolkata, for their invite and mails.' })
  timeZone: string;

  @Field({
    nullable: true,
    description: `What to talk about, at most ${BOOKING_NOTE_MAX} characters.`,
  })
  note?: string;

  @Field(() => ID, { nullable: true, description: 'The course the booking is made from, if any.' })
  courseId?: string;
}
