import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LiveOccurrenceStatus } from './live-occurrence.entity';
import { LiveAccess, LiveSessionStatus } from './live-session.entity';
import { MAX_OCCURRENCES } from './schedule/recurrence';

registerEnumType(LiveAccess, {
  name: 'LiveAccess',
  description: 'Who may take a seat in a live session.',
  valuesMap: {
    ENROLLED: { description: "The course's enrolled learners, at no extra cost." },
    SEAT: { description: 'Anyone who may buy the course buys a seat at the session’s price.' },
  },
});

registerEnumType(LiveSessionStatus, { name: 'LiveSessionStatus' });
registerEnumType(LiveOccurrenceStatus, { name: 'LiveOccurrenceStatus' });

@ObjectType('LiveOccurrence', { description: 'One meeting of a live session.' })
export class LiveOccurrenceView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  liveSessionId: string;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Date)
  endsAt: Date;

  @Field(() => Date, {
    description:
      'Where the series’ rule put it (the invite’s RECURRENCE-ID); differs from startsAt once moved.',
  })
  originalStartsAt: Date;

  @Field(() => LiveOccurrenceStatus)
  status: LiveOccurrenceStatus;

  @Field(() => ID, {
    nullable: true,
    description: 'The lecture its recording was published as, once it is.',
  })
  recordingLectureId: string | null;
}

/**
 * A live session or weekly series, answered with the LiveSession entity: `occurrences`,
 * `nextOccurrence`, `seatsLeft`, `hostName` and `meetingUrl` are resolved fields (live.resolver.ts).
 */
@ObjectType('LiveSession', {
  description: 'A live group session of a course, or a series of them, with one seat list.',
})
export class LiveSessionView {
  @Field(() => ID, { description: 'Also the UID of the series’ calendar invite.' })
  id: string;

  @Field(() => ID)
  courseId: string;

  @Field()
  title: string;

  @Field({ description: 'Plain text; also the description of the recording’s lecture.' })
  agenda: string;

  @Field(() => Date)
  firstStartsAt: Date;

  @Field(() => Int)
  durationMinutes: number;

  @Field({ description: 'The host’s IANA zone, in which the repeat rule is expanded.' })
  timeZone: string;

  @Field(() => String, {
    nullable: true,
    description: 'The RRULE ("RRULE:FREQ=WEEKLY;COUNT=6"); null for a single session.',
  })
  rrule: string | null;

  @Field(() => Int)
  capacity: number;

  @Field(() => Int, { description: 'Seats held, offered to the waitlist or confirmed.' })
  seatsTaken: number;

  @Field(() => LiveAccess)
  access: LiveAccess;

  @Field(() => Int, { description: 'A seat’s price in paise; 0 when included with the course.' })
  pricePaise: number;

  @Field(() => LiveSessionStatus)
  status: LiveSessionStatus;

  @Field(() => Int, { description: 'The series invite’s SEQUENCE.' })
  sequence: number;
}

@InputType({ description: 'A live session or weekly series to schedule for a course.' })
export class ScheduleLiveSessionInput {
  @Field(() => ID)
  courseId: string;

  @Field()
  title: string;

  @Field({ nullable: true, description: 'Plain text, up to 5,000 characters.' })
  agenda?: string;

  @Field(() => Date, { description: 'The first meeting’s start; in the future.' })
  startsAt: Date;

  @Field(() => Int, { description: '15 to 480.' })
  durationMinutes: number;

  @Field({
    description: 'The host’s IANA zone ("Asia/Kolkata"): the rule repeats in its wall time.',
  })
  timeZone: string;

  @Field(() => String, {
    nullable: true,
    description: `An RRULE body ("FREQ=WEEKLY;COUNT=6") ending by COUNT or UNTIL within ${MAX_OCCURRENCES} meetings; omit for one session.`,
  })
  rrule?: string | null;

  @Field(() => Int, { description: 'Seats, 1 to 500.' })
  capacity: number;

  @Field(() => LiveAccess)
  access: LiveAccess;

  @Field(() => Int, {
    nullable: true,
    description:
      'A seat’s price in paise for SEAT access (at least ₹1); must be 0 or omitted for ENROLLED.',
  })
  pricePaise?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The host’s own meeting link (http or https). Required when the seats and the host exceed the built-in room’s participants.',
  })
  meetingUrl?: string | null;
}
