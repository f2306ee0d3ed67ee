import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { PushModule } from '../push/push.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { CommunityNotices } from './community-notices';
import { PostLimits } from './post-limits';
import { PostModerationResolver } from './post-moderation.resolver';
import { PostModerationService } from './post-moderation.service';
import { QuestionQueries } from './question.queries';
import { QuestionsResolver } from './questions.resolver';
import { QuestionsService } from './questions.service';

/** Questions on lectures, their threads and their moderation (docs/community.md). */
@Module({
  imports: [CoursesModule, PushModule, WebhooksModule],
  providers: [
    CommunityNotices,
    PostLimits,
    QuestionQueries,
    QuestionsService,
    QuestionsResolver,
    PostModerationService,
    PostModerationResolver,
  ],
})
export class CommunityModule {}
