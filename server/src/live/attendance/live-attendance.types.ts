import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('LiveAttendee', { description: 'A learner who came to one occurrence’s room.' })
export class LiveAttendeeView {
  @Field(() => ID)
  userId: string;

  @Field()
  name: string;

  @Field(() => Date, { description: 'When they first joined the room.' })
  joinedAt: Date;

  @Field(() => Date, { description: 'When the room last saw them join or leave.' })
  lastSeenAt: Date;
}

@ObjectType('LiveLearnerAttendance', {
  description: 'How many meetings of a series a learner came to.',
})
export class LiveLearnerAttendanceView {
  @Field(() => ID)
  userId: string;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Of the series’ meetings so far, how many they joined.' })
  attended: number;
}

@ObjectType('LiveSeriesAttendance', {
  description: 'Attendance over a live session’s meetings so far.',
})
export class LiveSeriesAttendanceView {
  @Field(() => ID)
  liveSessionId: string;

  @Field(() => Int, {
    description: 'Scheduled (not cancelled) meetings whose room has opened by now.',
  })
  occurrencesSoFar: number;

  @Field(() => [LiveLearnerAttendanceView], {
    description: 'Every learner with a confirmed seat or who came at least once, by name.',
  })
  learners: LiveLearnerAttendanceView[];
}
