import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { LearningModule } from '../learning/learning.module';
import { OfflineSyncModule } from '../offline-sync/offline-sync.module';
import { CompletionRulesService } from './completion-rules.service';
import { QuizAuthoringService } from './quiz-authoring.service';
import {
  ChapterQuizzesResolver,
  CourseProgressQuizzesResolver,
  MyEnrollmentQuizzesResolver,
  QuizTakingResolver,
} from './quiz-taking.resolver';
import { QuizTakingService } from './quiz-taking.service';
import { QuizzesQueries } from './quizzes.queries';
import { QuizzesResolver } from './quizzes.resolver';

@Module({
  imports: [CoursesModule, EnrollmentsModule, LearningModule, OfflineSyncModule],
  providers: [
    QuizzesQueries,
    QuizAuthoringService,
    QuizTakingService,
    CompletionRulesService,
    QuizzesResolver,
    QuizTakingResolver,
    ChapterQuizzesResolver,
    MyEnrollmentQuizzesResolver,
    CourseProgressQuizzesResolver,
  ],
})
export class QuizzesModule {}
