import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { MAX_RANGE_DAYS } from './analytics-scope';
import { AnalyticsService } from './analytics.service';
import { AnalyticsGranularity, EducatorAnalytics } from './dto/analytics.types';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

@Resolver()
@Roles('educator', 'admin')
export class AnalyticsResolver {
  constructor(@Inject(AnalyticsService) private readonly analytics: AnalyticsService) {}

  @Query(() => EducatorAnalytics, {
    description: `The caller's sales, funnel and learners from \`from\` to \`to\` (end excluded, at most ${MAX_RANGE_DAYS} days; UTC). Educators see their own courses (another's courseId is refused), admins the whole site.`,
  })
  @ApiScopes('sales:read')
  educatorAnalytics(
    @CurrentUser() user: User,
    @Args('from') from: Date,
    @Args('to') to: Date,
    @Args('courseId', { type: () => ID, nullable: true }) courseId?: string | null,
    @Args('granularity', {
      type: () => AnalyticsGranularity,
      nullable: true,
      defaultValue: AnalyticsGranularity.DAY,
    })
    granularity?: AnalyticsGranularity,
  ) {
    return this.analytics.analytics(user, { from, to, courseId }, granularity);
  }
}
