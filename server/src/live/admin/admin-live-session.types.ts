import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageOf } from '../../admin/dto/admin.types';
import { LiveAccess, LiveSessionStatus } from '../live-session.entity';

@ObjectType('AdminLiveSession', {
  description:
    'A live session or series as the admin console lists it: its course and host, its next meeting, its seats and waitlist, and the money its seats took and gave back (paise).',
})
export class AdminLiveSessionView {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => LiveSessionStatus)
  status: LiveSessionStatus;

  @Field(() => LiveAccess)
  access: LiveAccess;

  @Field(() => Int, { description: 'A seat’s price in paise; 0 when included with the course.' })
  pricePaise: number;

  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field(() => ID)
  hostId: string;

  @Field()
  hostName: string;

  @Field()
  hostEmail: string;

  @Field({ description: 'The host’s IANA zone.' })
  timeZone: string;

  @Field(() => Date)
  firstStartsAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'The next scheduled meeting not yet ended; null when none is left.',
  })
  nextStartsAt: Date | null;

  @Field(() => Int, { description: 'Meetings not cancelled, held or to come.' })
  meetings: number;

  @Field(() => Int, { description: 'Of them, those not yet ended.' })
  meetingsLeft: number;

  @Field(() => Int, { description: 'Meetings whose recording was published as a lecture.' })
  recordings: number;

  @Field(() => Int)
  capacity: number;

  @Field(() => Int, { description: 'Seats held, offered to the waitlist or confirmed.' })
  seatsTaken: number;

  @Field(() => Int, { description: 'Learners waiting for a seat.' })
  waitlistCount: number;

  @Field(() => Int, {
    description: 'Seats paid for (a completed payment above 0, refunded since or not).',
  })
  paidSeats: number;

  @Field(() => Int, { description: 'What those payments took, in paise.' })
  paidPaise: number;

  @Field(() => Int, { description: 'Seat payments refunded (in full or in part).' })
  refundCount: number;

  @Field(() => Int, { description: 'What those refunds gave back, in paise.' })
  refundedPaise: number;
}

@ObjectType()
export class AdminLiveSessionPage extends PageOf(AdminLiveSessionView) {}
