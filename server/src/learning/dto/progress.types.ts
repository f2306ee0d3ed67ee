import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Certificate } from '../../certificates/certificate.entity';
import { Course } from '../../courses/course.entity';

export enum EnrollmentStatus {
  COMPLETED = 'Completed',
  IN_PROGRESS = 'In Progress',
}
registerEnumType(EnrollmentStatus, {
  name: 'EnrollmentStatus',
  description: 'COMPLETED once every lecture is done.',
});

@ObjectType({ description: 'Where a learner left off in a course: the player opens there.' })
export class ResumePoint {
  @Field(() => ID)
  lectureId: string;

  @Field()
  lectureTitle: string;

  @Field(() => Int, { description: 'Whole seconds into the lecture video.' })
  positionSeconds: number;

  @Field()
  updatedAt: Date;
}

/** A learner's progress in a course, as the service computes it (toProgress maps it to GraphQL). */
export interface ProgressSummary {
  courseId: string;
  completedLectureIds: string[];
  lecturesCompleted: number;
  totalLectures: number;
  /** completed * 100 / total, rounded down, so 100 means every lecture. */
  percent: number;
  completed: boolean;
  /** Where the learner left off; null before they have watched, or once that lecture is removed. */
  resume: ResumePoint | null;
}

@ObjectType()
export class CourseProgress {
  @Field(() => ID)
  courseId: string;

  @Field(() => [ID])
  completedLectureIds: string[];

  @Field(() => Int)
  lecturesCompleted: number;

  @Field(() => Int)
  totalLectures: number;

  @Field(() => Int, { description: 'lecturesCompleted * 100 / totalLectures, rounded down.' })
  percent: number;

  @Field(() => EnrollmentStatus)
  status: EnrollmentStatus;

  @Field(() => ResumePoint, {
    nullable: true,
    description: 'Null before the learner has watched, or once that lecture is removed.',
  })
  resume: ResumePoint | null;
}

@ObjectType()
export class MyEnrollment {
  @Field()
  enrolledAt: Date;

  @Field(() => Course)
  course: Course;

  @Field(() => CourseProgress)
  progress: CourseProgress;

  @Field(() => Date, {
    nullable: true,
    description:
      'Until when requestRefund accepts this course: set only for a paid purchase still inside the refund window and not refunded before.',
  })
  refundableUntil: Date | null;
}

@ObjectType()
export class CompleteLectureResult {
  @Field({ description: '"Progress Updated", or "Lecture Already Completed" on a repeat.' })
  message: string;

  @Field(() => CourseProgress)
  progress: CourseProgress;

  @Field(() => Certificate, {
    nullable: true,
    description: 'The certificate, once every lecture is done (issued by the last completion).',
  })
  certificate: Certificate | null;
}

/** A progress summary as the API shows it: `completed` becomes the spec's status. */
export const toProgress = ({ completed, ...summary }: ProgressSummary): CourseProgress => ({
  ...summary,
  status: completed ? EnrollmentStatus.COMPLETED : EnrollmentStatus.IN_PROGRESS,
});
