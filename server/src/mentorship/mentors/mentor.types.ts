import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { absoluteUrlField } from '../../common/public-url';

/*
 * GraphQL types of mentors, session types, hours and slots (docs/mentorship.md). Resolvers answer
 * `Mentor` with a `MentorView` (MentorLoaders.mentor loads one by user id, batched) and
 * `SessionType` with the SessionType entity itself: `mentor`, `meetingUrl`, `sessionTypes`,
 * prices and `nextAvailableSlot` are resolved fields (mentor.resolver.ts, session-type.resolver.ts).
 */

@ObjectType('Mentor', {
  description: 'An educator who offers sessions: their page at /mentors/{id}.',
})
export class MentorView {
  @Field(() => ID, { description: 'The mentor’s user id.' })
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Absolute avatar URL, as User.imageUrl.', middleware: [absoluteUrlField] })
  imageUrl: string;

  @Field()
  headline: string;

  @Field({ description: 'Plain text; empty when not set.' })
  bio: string;

  @Field(() => [String])
  topics: string[];

  @Field({ description: 'IANA zone the mentor’s hours are kept in.' })
  timeZone: string;

  /** Listed and bookable (not a GraphQL field). */
  active: boolean;
}

@ObjectType('SessionType', {
  description: 'A kind of session a mentor sells, with the rules its bookings follow.',
})
export class SessionTypeView {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => Int, { description: '15 to 120.' })
  durationMinutes: number;

  @Field(() => Int, { description: '0 is free.' })
  pricePaise: number;

  @Field()
  currency: string;

  @Field(() => Int)
  bufferBeforeMinutes: number;

  @Field(() => Int)
  bufferAfterMinutes: number;

  @Field(() => Int, { description: 'No slot starts sooner than this after now.' })
  minNoticeMinutes: number;

  @Field(() => Int, { description: 'No slot starts later than this many days after now.' })
  bookingWindowDays: number;

  @Field(() => Int, {
    nullable: true,
    description: 'At most this many of the mentor’s sessions on one of their days; null: no limit.',
  })
  dailyLimit: number | null;

  @Field(() => Int, {
    description: 'A learner cancelling at least this long before the start is refunded in full.',
  })
  cancellationNoticeHours: number;

  @Field({ description: 'The cancellation policy in plain words, as learners see it.' })
  cancellationPolicy: string;

  @Field({ description: 'Archived types keep their bookings but take no new ones.' })
  active: boolean;
}

@ObjectType('Slot', { description: 'A bookable time of a session type.' })
export class SlotView {
  @Field(() => Date)
  startsAt: Date;

  @Field(() => Date)
  endsAt: Date;
}

@ObjectType('TimeRange', {
  description: 'Wall-clock times in the mentor’s zone, "09:00" to "17:30" (end may be "24:00").',
})
export class TimeRangeView {
  @Field()
  start: string;

  @Field()
  end: string;
}

@ObjectType('WeeklyHours')
export class WeeklyHoursView extends TimeRangeView {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday to 7 Sunday.' })
  weekday: number;
}

@ObjectType('DateOverride')
export class DateOverrideView {
  @Field({ description: 'The mentor’s local date, YYYY-MM-DD.' })
  date: string;

  @Field(() => [TimeRangeView], {
    description: 'That date’s hours instead of the week’s; empty: a day off.',
  })
  hours: TimeRangeView[];
}

@ObjectType('Availability', { description: 'A mentor’s weekly hours and date overrides.' })
export class AvailabilityView {
  @Field()
  timeZone: string;

  @Field(() => [WeeklyHoursView])
  weekly: WeeklyHoursView[];

  @Field(() => [DateOverrideView])
  overrides: DateOverrideView[];
}

@InputType()
export class MentorProfileInput {
  @Field({ description: '1 to 140 characters.' })
  headline: string;

  @Field({ nullable: true, description: 'At most 2000 characters.' })
  bio?: string;

  @Field(() => [String], { nullable: true, description: 'At most 10, each 1 to 40 characters.' })
  topics?: string[];

  @Field({ description: 'An IANA zone, e.g. Asia/Kolkata.' })
  timeZone: string;

  @Field({ nullable: true, description: 'False pauses the listing and new bookings.' })
  active?: boolean;
}

@InputType()
export class SessionTypeInput {
  @Field({ description: '1 to 120 characters.' })
  title: string;

  @Field({ nullable: true, description: 'At most 2000 characters.' })
  description?: string;

  @Field(() => Int, { description: '15 to 120.' })
  durationMinutes: number;

  @Field(() => Int, { description: 'Whole paise, 0 is free.' })
  pricePaise: number;

  @Field(() => Int, { nullable: true, description: '0 to 120; default 0.' })
  bufferBeforeMinutes?: number;

  @Field(() => Int, { nullable: true, description: '0 to 120; default 0.' })
  bufferAfterMinutes?: number;

  @Field(() => Int, { nullable: true, description: '0 to 43200 (30 days); default 240.' })
  minNoticeMinutes?: number;

  @Field(() => Int, { nullable: true, description: '1 to 365; default 60.' })
  bookingWindowDays?: number;

  @Field(() => Int, { nullable: true, description: '1 to 48, or null for no limit.' })
  dailyLimit?: number | null;

  @Field(() => Int, { nullable: true, description: '0 to 720; default 24.' })
  cancellationNoticeHours?: number;

  @Field({ description: 'The cancellation policy in plain words, 1 to 1000 characters.' })
  cancellationPolicy: string;

  @Field(() => String, {
    nullable: true,
    description: 'An https link used instead of the built-in room.',
  })
  meetingUrl?: string | null;
}

@InputType()
export class TimeRangeInput {
  @Field({ description: '"HH:MM", 00:00 to 23:59.' })
  start: string;

  @Field({ description: '"HH:MM", after start; may be "24:00".' })
  end: string;
}

@InputType()
export class WeeklyHoursInput extends TimeRangeInput {
  @Field(() => Int, { description: 'ISO weekday: 1 Monday to 7 Sunday.' })
  weekday: number;
}

@InputType()
export class DateOverrideInput {
  @Field({ description: 'YYYY-MM-DD in the mentor’s zone.' })
  date: string;

  @Field(() => [TimeRangeInput], { description: 'Empty: a day off.' })
  hours: TimeRangeInput[];
}

@InputType()
export class AvailabilityInput {
  @Field()
  timeZone: string;

  @Field(() => [WeeklyHoursInput])
  weekly: WeeklyHoursInput[];

  @Field(() => [DateOverrideInput])
  overrides: DateOverrideInput[];
}
