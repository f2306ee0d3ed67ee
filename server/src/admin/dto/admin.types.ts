import type { Type } from '@nestjs/common';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Role } from '../../users/user.entity';
import { PurchaseStatus } from '../../payments/purchase.entity';
import { HoldKind } from '../admin-hold.entity';

/** One page of an admin list (ADMIN_PAGE_SIZE rows): its rows, the total, and which page it is. */
export function PageOf<T>(item: Type<T>) {
  @ObjectType({ isAbstract: true })
  abstract class Page {
    @Field(() => [item])
    nodes: T[];

    @Field(() => Int)
    totalCount: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;
  }
  return Page;
}

@ObjectType('AdminHold', {
  description:
    'An admin’s demotion or unpublication, kept so that its owner cannot undo it; only an admin lifts it. Lifting allows the role or publishing again; it restores neither.',
})
export class AdminHoldView {
  @Field(() => ID)
  id: string;

  @Field(() => HoldKind)
  kind: HoldKind;

  @Field(() => ID, { description: 'The user (USER_ROLE) or the course (COURSE_PUBLISH).' })
  targetId: string;

  @Field({ description: 'The admin’s reason, shown to the owner when they are refused.' })
  reason: string;

  @Field()
  heldAt: Date;

  @Field(() => String, {
    nullable: true,
    description: 'The admin who placed it; null once their account is deleted.',
  })
  heldByEmail: string | null;

  @Field(() => Date, { nullable: true })
  liftedAt: Date | null;

  @Field(() => String, { nullable: true })
  liftedByEmail: string | null;

  @Field(() => String, { nullable: true })
  liftReason: string | null;
}

@ObjectType({ description: 'A user as the admin console lists them.' })
export class AdminUser {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;

  @Field({ description: 'The email address is verified.' })
  verified: boolean;

  @Field(() => Date, { nullable: true, description: 'When an admin disabled the account.' })
  disabledAt: Date | null;

  @Field()
  createdAt: Date;

  @Field(() => Int)
  enrollmentCount: number;

  @Field(() => Int, { description: 'Completed, refunding or refunded purchases.' })
  purchaseCount: number;

  @Field(() => Int, { description: 'Courses they teach, archived ones included.' })
  courseCount: number;

  @Field(() => AdminHoldView, {
    nullable: true,
    description:
      'While an admin’s demotion holds: becomeEducator refuses them (with its reason) until an admin lifts it.',
  })
  roleHold: AdminHoldView | null;
}

@ObjectType()
export class AdminUserPage extends PageOf(AdminUser) {}

@ObjectType()
export class AdminEnrollment {
  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field()
  enrolledAt: Date;
}

@ObjectType({ description: "One of a user's purchases, with its refund state." })
export class AdminPurchase {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field(() => String, { description: 'pending, completed, failed, refunding or refunded.' })
  status: PurchaseStatus;

  @Field(() => Float, { description: 'Paid, in currency units.' })
  amount: number;

  @Field()
  currency: string;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field(() => Date, { nullable: true })
  refundedAt: Date | null;

  @Field(() => String, { nullable: true })
  refundReason: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Until when the refund rule allows a refund; null when it cannot be refunded (free, refunded, or the window has passed).',
  })
  refundableUntil: Date | null;
}

@ObjectType()
export class AdminUserDetail extends AdminUser {
  @Field(() => [AdminEnrollment])
  enrollments: AdminEnrollment[];

  @Field(() => [AdminPurchase], { description: 'Newest first; pending and failed ones included.' })
  purchases: AdminPurchase[];
}

@ObjectType({ description: 'A course as the admin console lists it, drafts included.' })
export class AdminCourse {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field(() => ID)
  educatorId: string;

  @Field()
  educatorName: string;

  @Field()
  published: boolean;

  @Field()
  archived: boolean;

  @Field(() => AdminHoldView, {
    nullable: true,
    description:
      'While an admin’s unpublication holds: its owner cannot publish it (and is shown the reason) until an admin lifts it.',
  })
  publishHold: AdminHoldView | null;

  @Field(() => Int)
  enrollmentCount: number;

  @Field(() => Float, {
    description:
      'Net sales, exact: what paid purchases paid less those refunded, in currency units; the figure the educator sees as EducatorCourse.netSales.',
  })
  netSales: number;

  @Field(() => Float, {
    deprecationReason: 'Named for what it is: use netSales (the same figure).',
  })
  revenue: number;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class AdminCoursePage extends PageOf(AdminCourse) {}

@ObjectType({ description: 'A learner’s report of a review, with the review.' })
export class AdminReviewReport {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  reviewId: string;

  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field()
  reviewerName: string;

  @Field(() => Int)
  rating: number;

  @Field(() => String, {
    nullable: true,
    description: 'The review text (shown here even when hidden).',
  })
  review: string | null;

  @Field(() => Date, { nullable: true })
  hiddenAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Null once the reporter deleted their account.',
  })
  reporterName: string | null;

  @Field()
  reason: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  resolvedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'How it was resolved: hidden (the review was hidden) or dismissed (the review stays); null while open.',
  })
  resolution: string | null;
}

@ObjectType()
export class AdminReviewReportPage extends PageOf(AdminReviewReport) {}

@ObjectType({ description: 'A hidden or shown review, after an admin action.' })
export class AdminReviewState {
  @Field(() => ID)
  id: string;

  @Field(() => Date, { nullable: true })
  hiddenAt: Date | null;
}

@ObjectType()
export class AdminContactMessage {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  message: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  handledAt: Date | null;
}

@ObjectType()
export class AdminContactMessagePage extends PageOf(AdminContactMessage) {}

@ObjectType()
export class AdminSubscriber {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Null until the double opt-in is confirmed.' })
  confirmedAt: Date | null;
}

@ObjectType()
export class AdminSubscriberPage extends PageOf(AdminSubscriber) {}

@ObjectType({ description: 'One admin action.' })
export class AdminAuditLogEntry {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null once the admin’s account is deleted.' })
  actorId: string | null;

  @Field()
  actorEmail: string;

  @Field({ description: 'e.g. user.disable, course.unpublish, purchase.refund, review.hide.' })
  action: string;

  @Field({
    description:
      'user, course, coupon, quiz, purchase, review, contact_message, or export (a CSV download of personal data).',
  })
  targetType: string;

  @Field(() => ID, {
    nullable: true,
    description: 'Null for an export, and for a page of contact messages read (inbox.read).',
  })
  targetId: string | null;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'JSON: the changed fields before.' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'JSON: the changed fields after.' })
  after: string | null;

  @Field()
  at: Date;
}

@ObjectType()
export class AdminAuditLogPage extends PageOf(AdminAuditLogEntry) {}
