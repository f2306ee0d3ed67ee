import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
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
}
