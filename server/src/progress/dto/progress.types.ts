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
}

@ObjectType()
export class MyEnrollment {
  @Field()
  enrolledAt: Date;

  @Field(() => Course)
  course: Course;

  @Field(() => CourseProgress)
  progress: CourseProgress;
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

@ObjectType()
export class RateCourseResult {
  @Field()
  message: string;

  @Field(() => Int)
  rating: number;

  @Field(() => Int)
  averageRating: number;

  @Field(() => Int)
  ratingCount: number;
}
