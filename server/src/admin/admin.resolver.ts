import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/decorators';
import { RefundResult } from '../payments/dto/payment.types';
import { RefundsService } from '../payments/refunds.service';
import { Role, type User } from '../users/user.entity';
import { AdminCoursesService } from './admin-courses.service';
import { AdminHoldsService } from './admin-holds.service';
import { AdminInboxService } from './admin-inbox.service';
import { AdminUsersService } from './admin-users.service';
import { audit } from './audit-log';
import { AuditLogQueries } from './audit-log.queries';
import { AuditLogFilter } from './dto/admin.inputs';
import {
  AdminAuditLogPage,
  AdminContactMessage,
  AdminContactMessagePage,
  AdminCourse,
  AdminCoursePage,
  AdminHoldView,
  AdminReviewReportPage,
  AdminReviewState,
  AdminSubscriberPage,
  AdminUserDetail,
  AdminUserPage,
} from './dto/admin.types';
import { ReviewModerationService } from './review-moderation.service';

const PAGE = { type: () => Int, nullable: true, description: '1-based; 25 rows a page.' };

/** The admin console. Every operation needs the admin role; every change writes an audit row. */
@Resolver()
@Roles('admin')
export class AdminResolver {
  constructor(
    @Inject(AdminUsersService) private readonly users: AdminUsersService,
    @Inject(AdminCoursesService) private readonly courses: AdminCoursesService,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(ReviewModerationService) private readonly reviews: ReviewModerationService,
    @Inject(AdminInboxService) private readonly inbox: AdminInboxService,
    @Inject(AuditLogQueries) private readonly auditLog: AuditLogQueries,
    @Inject(AdminHoldsService) private readonly holds: AdminHoldsService,
  ) {}

  @Query(() => AdminUserPage, {
    description: 'Admin only. Newest first; search matches part of the name or email.',
  })
  adminUsers(
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
    @Args('page', PAGE) page?: number | null,
  ) {
    return this.users.list(search, page);
  }

  @Query(() => AdminUserDetail, { description: 'Admin only. With enrolments and purchases.' })
  adminUser(@Args('id', { type: () => ID }) id: string) {
    return this.users.detail(id);
  }

  @Mutation(() => AdminUserDetail, {
    description:
      'Admin only. Not one’s own role. Audited. Making someone a STUDENT needs a reason and places a USER_ROLE hold (becomeEducator refuses them, showing the reason, until an admin lifts it); giving a held user a higher role ends the hold.',
  })
  setUserRole(
    @CurrentUser() admin: User,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role', { type: () => Role }) role: Role,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.users.setRole(admin, userId, role, reason);
  }

  @Mutation(() => AdminUserDetail, {
    description:
      'Admin only. The account can no longer sign in; its sessions and API tokens end at once. Not one’s own. Audited.',
  })
  disableUser(
    @CurrentUser() admin: User,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason') reason: string,
  ) {
    return this.users.disable(admin, userId, reason);
  }

  @Mutation(() => AdminUserDetail, {
    description: 'Admin only. The account can sign in again (ended sessions stay ended). Audited.',
  })
  enableUser(
    @CurrentUser() admin: User,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.users.enable(admin, userId, reason);
  }

  @Query(() => AdminCoursePage, {
    description: 'Admin only. Every course, drafts included; search matches title or educator.',
  })
  adminCourses(
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
    @Args('page', PAGE) page?: number | null,
  ) {
    return this.courses.list(search, page);
  }

  @Mutation(() => AdminCourse, {
    description:
      'Admin only. Publishes or unpublishes any (not archived) course, as its owner would. Audited. Unpublishing someone else’s course places a COURSE_PUBLISH hold (its owner cannot publish it, and is shown the reason, until an admin lifts it); publishing it ends the hold.',
  })
  adminSetCoursePublished(
    @CurrentUser() admin: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('published') published: boolean,
    @Args('reason') reason: string,
  ) {
    return this.courses.setPublished(admin, courseId, published, reason);
  }

  @Mutation(() => RefundResult, {
    description:
      "Admin only. Refunds a learner's purchase through the same rule as the learner's own request (the refund window, once per course) and the same payment provider call; a refusal changes nothing. Audited.",
  })
  adminRefundPurchase(
    @CurrentUser() admin: User,
    @Args('purchaseId', { type: () => ID }) purchaseId: string,
    @Args('reason') reason: string,
  ) {
    return this.refunds.refundPurchase(purchaseId, reason, (tx, purchase) =>
      audit(tx, admin, {
        action: 'purchase.refund',
        targetType: 'purchase',
        targetId: purchase.id,
        reason: reason.trim(),
        before: { status: purchase.status, userId: purchase.userId, courseId: purchase.courseId },
        // Written as the refund starts: it then completes at once, or by the provider's webhook.
        after: { status: 'refunding', amountPaise: purchase.amountPaise },
      }),
    );
  }

  @Query(() => AdminReviewReportPage, {
    description: 'Admin only. status: open (default), resolved or all. Open first, oldest first.',
  })
  adminReviewReports(
    @Args('status', { type: () => String, nullable: true }) status?: string | null,
    @Args('page', PAGE) page?: number | null,
  ) {
    return this.reviews.reports(status, page);
  }

  @Mutation(() => AdminReviewState, {
    description:
      'Admin only. The review text leaves the course and instructor pages for everyone (its stars still count); its open reports are resolved. Audited.',
  })
  hideReview(
    @CurrentUser() admin: User,
    @Args('reviewId', { type: () => ID }) reviewId: string,
    @Args('reason') reason: string,
  ) {
    return this.reviews.hide(admin, reviewId, reason);
  }

  @Mutation(() => AdminReviewState, {
    description: 'Admin only. Shows a hidden review again. Audited.',
  })
  restoreReview(
    @CurrentUser() admin: User,
    @Args('reviewId', { type: () => ID }) reviewId: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.reviews.restore(admin, reviewId, reason);
  }

  @Query(() => AdminContactMessagePage, {
    description:
      'Admin only. status: open, handled or all (default). Newest first. Audited (inbox.read, with the ids shown), as the CSV export is.',
  })
  adminContactMessages(
    @CurrentUser() admin: User,
    @Args('status', { type: () => String, nullable: true }) status?: string | null,
    @Args('page', PAGE) page?: number | null,
  ) {
    return this.inbox.messages(admin, status, page);
  }

  @Mutation(() => AdminContactMessage, { description: 'Admin only. Audited.' })
  markContactMessageHandled(
    @CurrentUser() admin: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('handled') handled: boolean,
  ) {
    return this.inbox.markHandled(admin, id, handled);
  }

  @Query(() => AdminSubscriberPage, { description: 'Admin only. Newest first.' })
  adminNewsletterSubscribers(@Args('page', PAGE) page?: number | null) {
    return this.inbox.subscribers(page);
  }

  @Mutation(() => AdminHoldView, {
    description:
      'Admin only. Lifts a hold: the user may become an educator again, or the owner publish the course again, themselves; it restores neither. Not a hold on one’s own account or course. Audited (hold.lift); lifting a lifted hold changes nothing.',
  })
  liftHold(
    @CurrentUser() admin: User,
    @Args('holdId', { type: () => ID }) holdId: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.holds.lift(admin, holdId, reason);
  }

  @Query(() => AdminAuditLogPage, { description: 'Admin only. Newest first.' })
  adminAuditLog(
    @Args('filter', { type: () => AuditLogFilter, nullable: true }) filter?: AuditLogFilter | null,
    @Args('page', PAGE) page?: number | null,
  ) {
    return this.auditLog.page(filter, page);
  }
}
