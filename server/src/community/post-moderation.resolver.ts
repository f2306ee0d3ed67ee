import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { REPORT_REASON_MAX_LENGTH } from '../../../shared/community';
import { Authenticated, CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { PostReportView } from './dto/post-report.types';
import { PostModerationService } from './post-moderation.service';

/** Reporting questions and answers, and the admin console's answer to reports. */
@Resolver()
export class PostModerationResolver {
  constructor(@Inject(PostModerationService) private readonly moderation: PostModerationService) {}

  @Mutation(() => Boolean, {
    description: `Reports a question or, with \`answerId\`, an answer the caller may see (once each, never one’s own), with a reason of up to ${REPORT_REASON_MAX_LENGTH} characters.`,
  })
  @Authenticated()
  reportPost(
    @CurrentUser() user: User,
    @Args('questionId', { type: () => ID, nullable: true }) questionId: string | null,
    @Args('answerId', { type: () => ID, nullable: true }) answerId: string | null,
    @Args('reason') reason: string,
  ) {
    return this.moderation.report(user, { questionId, answerId }, reason);
  }

  @Query(() => [PostReportView], {
    description: 'Admins: reports of questions and answers, open ones only unless `all`; oldest first.',
  })
  @Roles('admin')
  adminPostReports(@Args('all', { defaultValue: false }) all: boolean) {
    return this.moderation.list(!all);
  }

  @Mutation(() => Boolean, {
    description:
      'Admins: hides the reported post and closes its reports; audited, and its author is told the reason.',
  })
  @Roles('admin')
  hideReportedPost(
    @CurrentUser() user: User,
    @Args('reportId', { type: () => ID }) reportId: string,
    @Args('reason') reason: string,
  ) {
    return this.moderation.hide(user, reportId, reason);
  }

  @Mutation(() => Boolean, { description: 'Admins: keeps the post and closes the report (audited).' })
  @Roles('admin')
  dismissPostReport(@CurrentUser() user: User, @Args('reportId', { type: () => ID }) reportId: string) {
    return this.moderation.dismiss(user, reportId);
  }
}
