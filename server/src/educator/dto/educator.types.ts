import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

@ObjectType({ description: "One of the caller's courses, with what it earned." })
export class EducatorCourse {
  @Field(() => ID)
  id: string;

  @Field()
  courseTitle: string;

  @Field()
  courseThumbnail: string;

  @Field(() => Float)
  coursePrice: number;

  @Field(() => Float)
  discount: number;

  @Field(() => Float)
  netPrice: number;

  @Field()
  isPublished: boolean;

  @Field(() => Date, { nullable: true })
  archivedAt: Date | null;

  @Field()
  createdAt: Date;

  @Field(() => Int, {
    description: 'What completed purchases actually paid, floored to whole currency units.',
  })
  earnings: number;

  @Field(() => Int)
  enrolledStudentsCount: number;
}

@ObjectType()
export class StudentSummary {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  imageUrl: string;
}

@ObjectType({ description: "A learner's enrolment in one of the caller's courses." })
export class StudentEnrollment {
  @Field(() => StudentSummary)
  student: StudentSummary;

  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field({ description: 'When the learner was enrolled.' })
  purchaseDate: Date;
}

@ObjectType()
export class EducatorDashboard {
  @Field(() => Int)
  totalCourses: number;

  @Field(() => Int, {
    description:
      "Completed purchases across all the caller's courses, floored to whole currency units.",
  })
  totalEarnings: number;

  @Field(() => Int)
  totalEnrollments: number;

  @Field(() => [StudentEnrollment], { description: 'Newest first.' })
  enrolledStudentsData: StudentEnrollment[];
}

export enum DeleteCourseOutcome {
  DELETED = 'DELETED',
  ARCHIVED = 'ARCHIVED',
}
registerEnumType(DeleteCourseOutcome, {
  name: 'DeleteCourseOutcome',
  description:
    'ARCHIVED: the course had learners, so it was unpublished instead and they keep access.',
});

@ObjectType()
export class DeleteCourseResult {
  @Field(() => DeleteCourseOutcome)
  outcome: DeleteCourseOutcome;

  @Field()
  message: string;
}
