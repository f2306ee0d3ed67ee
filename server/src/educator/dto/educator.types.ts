import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { absoluteUrlField } from '../../common/public-url';

@ObjectType({ description: "One of the caller's courses, with what it earned." })
export class EducatorCourse {
  @Field(() => ID)
  id: string;

  @Field()
  courseTitle: string;

  @Field({ description: 'Absolute image URL.', middleware: [absoluteUrlField] })
  courseThumbnail: string;

  @Field(() => Float)
  coursePrice: number;

  @Field(() => Float)
  discount: number;

  @Field(() => Float)
  netPrice: number;

  @Field()
  isPublished: boolean;

  @Field(() => Date, {
    nullable: true,
    deprecationReason: 'Archived courses are no longer listed here, so this is always null.',
  })
  archivedAt: Date | null;

  @Field()
  createdAt: Date;

  @Field(() => Int, {
    description:
      "The spec's Earnings: netSales with the whole number of currency units taken (shown with two decimals).",
  })
  earnings: number;

  @Field(() => Float, {
    description:
      'Net sales, exact: what paid purchases paid less those refunded (a refund under way still counts), in currency units.',
  })
  netSales: number;

  @Field(() => Int)
  enrolledStudentsCount: number;
}

@ObjectType()
export class StudentSummary {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  // Made absolute by EducatorResolver, not by a field middleware: Nest runs middleware as a promise
  // per row, which took seconds on a list of 50,000 enrollments.
  @Field({ description: 'Absolute avatar URL (http(s) or data:).' })
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

/** How many of the newest enrollments the dashboard lists. */
export const DASHBOARD_LATEST_ENROLLMENTS = 10;

@ObjectType()
export class EducatorDashboard {
  @Field(() => Int, { description: 'Courses in educatorCourses: archived ones are not counted.' })
  totalCourses: number;

  @Field(() => Int, {
    description:
      "The spec's Earnings over the caller's courses, archived ones included: netSales with the whole number of currency units taken.",
  })
  totalEarnings: number;

  @Field(() => Float, {
    description:
      "Gross sales, exact: what every paid purchase of the caller's courses paid, refunded ones included, in currency units.",
  })
  grossSales: number;

  @Field(() => Float, {
    description: 'Net sales, exact: grossSales less refundedAmount, in currency units.',
  })
  netSales: number;

  @Field(() => Int, {
    description: "Purchases of the caller's courses refunded under the money-back guarantee.",
  })
  totalRefunds: number;

  @Field(() => Float, {
    description: 'What those refunds returned, exact, in currency units; not in netSales.',
  })
  refundedAmount: number;

  @Field(() => Int)
  totalEnrollments: number;

  @Field(() => [StudentEnrollment], {
    description: `The ${DASHBOARD_LATEST_ENROLLMENTS} latest enrolments, newest first (enrolledStudents lists them all).`,
  })
  enrolledStudentsData: StudentEnrollment[];
}
