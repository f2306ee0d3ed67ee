import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LiveSeatStatus } from '../live-seat.entity';

registerEnumType(LiveSeatStatus, {
  name: 'LiveSeatStatus',
  description: 'Where a learner stands in a live session (a seat is for the whole series).',
  valuesMap: {
    HELD: { description: 'A bought seat kept for its checkout until expiresAt.' },
    CONFIRMED: { description: 'The learner has a seat.' },
    WAITLISTED: { description: 'In line for a seat of a full session (see waitlistPosition).' },
    OFFERED: { description: 'A freed seat kept for the learner to claim until expiresAt.' },
    CANCELLED: { description: 'Given up by the learner, or the host cancelled the session.' },
    EXPIRED: { description: 'An offer or a hold not taken in time.' },
  },
});

/**
 * A learner's seat or waitlist place, answered with the LiveSeat entity: `waitlistPosition`,
 * `liveSession` and the payment fields are resolved (live-seats.resolver.ts).
 */
@ObjectType('LiveSeat', {
  description: 'A learner’s seat in a live session or series, or their place on its waitlist.',
})
export class LiveSeatView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  liveSessionId: string;

  @Field(() => LiveSeatStatus)
  status: LiveSeatStatus;

  @Field(() => Date, {
    nullable: true,
    description: 'When a HELD seat’s checkout or an OFFERED seat’s claim runs out.',
  })
  expiresAt: Date | null;

  @Field(() => Int, { description: 'What the seat costs, fixed when taken; 0 when included.' })
  pricePaise: number;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('LiveSeatHolder', {
  description: 'A learner with a seat or waitlist place, as the host and admins see them.',
})
export class LiveSeatHolderView {
  @Field(() => ID, { description: 'The seat’s id.' })
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => LiveSeatStatus)
  status: LiveSeatStatus;

  @Field(() => Int, {
    nullable: true,
    description: 'Their place in line (1 is next) while WAITLISTED; null otherwise.',
  })
  waitlistPosition: number | null;

  @Field(() => Date)
  createdAt: Date;
}
