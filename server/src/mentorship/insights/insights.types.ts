import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Booking } from '../booking.entity';
import { BookingView } from '../bookings/booking.types';
import { RaterSide } from '../session-rating.entity';

registerEnumType(RaterSide, {
  name: 'RaterSide',
  description: 'Who rated a session: its learner or its mentor.',
});

@ObjectType('PrepQuizScore', { description: 'A learner’s best attempt at one quiz.' })
export class PrepQuizScore {
  @Field(() => ID)
  quizId: string;

  @Field()
  title: string;

  @Field(() => Int, { description: 'The best score of their attempts, 0 to 100.' })
  bestScorePercent: number;

  @Field({ description: 'Whether any attempt passed.' })
  passed: boolean;

  @Field(() => Int)
  attempts: number;
}

@ObjectType('PrepResume', { description: 'Where the learner paused last in a course.' })
export class PrepResume {
  @Field(() => ID)
  lectureId: string;

  @Field()
  lectureTitle: string;

  @Field()
  chapterTitle: string;

  @Field(() => Int, { description: 'Whole seconds into the lecture video.' })
  positionSeconds: number;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('PrepCourse', { description: 'A learner’s progress in one of the mentor’s courses.' })
export class PrepCourse {
  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field({ description: 'The course the booking was made from.' })
  bookedFrom: boolean;

  @Field(() => Int)
  lecturesCompleted: number;

  @Field(() => Int)
  totalLectures: number;

  @Field(() => Int, { description: 'lecturesCompleted * 100 / totalLectures, rounded down.' })
  percent: number;

  @Field(() => [PrepQuizScore], { description: 'Quizzes attempted, in curriculum order.' })
  quizzes: PrepQuizScore[];

  @Field(() => PrepResume, { nullable: true, description: 'Null before they have watched.' })
  resume: PrepResume | null;
}

@ObjectType('PrepCard', {
  description: 'What the mentor reads before a session: the learner’s study in their courses.',
})
export class PrepCard {
  @Field({ description: 'The learner’s note on the booking; empty when not given.' })
  note: string;

  @Field(() => [PrepCourse], {
    description:
      'The mentor’s courses the learner is enrolled in: the booking’s course first, then by enrollment, newest first.',
  })
  courses: PrepCourse[];
}

@ObjectType('SessionRating', { description: 'One side’s rating of a session.' })
export class SessionRatingView {
  @Field(() => ID)
  id: string;

  @Field(() => RaterSide)
  side: RaterSide;

  @Field(() => Int, { description: '1 to 5.' })
  stars: number;

  @Field({ description: 'Empty when not given.' })
  comment: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('MentorDashboard', {
  description:
    'The signed-in mentor’s figures (docs/mentorship.md, "Insights"): money in paise, rates in percent with one decimal.',
})
export class MentorDashboardView {
  @Field(() => Int, { description: 'The window of the rates, in days up to now.' })
  days: number;

  @Field(() => [BookingView], { description: 'The next 10 confirmed sessions, soonest first.' })
  upcoming: Booking[];

  @Field(() => Float, {
    description: 'What learners paid for the mentor’s sessions (purchases completed), all time.',
  })
  sessionEarningsPaise: number;

  @Field(() => Float, {
    description: 'Net sales of the mentor’s courses, all time (the educator dashboard’s figure).',
  })
  courseEarningsPaise: number;

  @Field(() => Int, { description: 'Sessions held in the window.' })
  sessionsHeld: number;

  @Field(() => Int, {
    description: 'Minutes of confirmed or completed sessions that started in the window.',
  })
  bookedMinutes: number;

  @Field(() => Int, { description: 'Minutes of the mentor’s hours in the window.' })
  offeredMinutes: number;

  @Field(() => Float, {
    nullable: true,
    description: 'bookedMinutes ÷ offeredMinutes; null when no hours were offered.',
  })
  fillRatePercent: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Sessions of the window reported as a no-show ÷ sessions whose end passed in it; null when none.',
  })
  noShowRatePercent: number | null;
}
