import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { AdminReviewReport } from './dto/admin.types';
import { ReviewModerationService } from './review-moderation.service';

@Resolver()
export class ReviewReportsResolver {
  constructor(@Inject(ReviewModerationService) private readonly reviews: ReviewModerationService) {}

  @Mutation(() => Boolean, {
    description:
      'Signed in, not the author: reports a review to the admins, once per review (CONFLICT after).',
  })
  @Authenticated()
  reportReview(
    @CurrentUser() user: User,
    @Args('reviewId', { type: () => ID }) reviewId: string,
    @Args('reason') reason: string,
  ) {
    return this.reviews.report(user, reviewId, reason);
  }

  @Mutation(() => AdminReviewReport, {
    description:
      'Admin only. The report leaves the open queue and the review stays as it is (its other reports stay open). Audited (report.dismiss); dismissing a resolved report changes nothing.',
  })
  @Roles('admin')
  dismissReviewReport(
    @CurrentUser() admin: User,
    @Args('reportId', { type: () => ID }) reportId: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ) {
    return this.reviews.dismiss(admin, reportId, reason);
  }
}
