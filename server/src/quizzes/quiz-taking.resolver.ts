import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { Authenticated, CurrentUser, OptionalAuth, Viewer } from '../auth/decorators';
import { CourseAccess } from '../courses/course-access';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { ChapterView } from '../courses/dto/course-content.types';
import { CourseProgress, MyEnrollment, toProgress } from '../learning/dto/progress.types';
import { ProgressService } from '../learning/progress.service';
import type { User } from '../users/user.entity';
import { QuizAnswerInput } from './dto/quiz.input';
import { Quiz, QuizProgress, QuizSummary, SubmitQuizAttemptResult } from './dto/quiz.types';
import { QuizTakingService } from './quiz-taking.service';
import { QuizzesQueries } from './quizzes.queries';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';
import { Idempotent } from '../offline-sync/idempotent.interceptor';

/** A learner taking quizzes. */
@Resolver()
@Authenticated()
export class QuizTakingResolver {
  constructor(
    @Inject(QuizTakingService) private readonly taking: QuizTakingService,
    @Inject(ProgressService) private readonly progress: ProgressService,
  ) {}

  @Query(() => Quiz, {
    description:
      "Enrolled learners (and the course's owner or admins, to preview): the quiz without its answers.",
  })
  @ApiScopes('learning:read')
  quiz(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.taking.view(user, id);
  }

  @Mutation(() => SubmitQuizAttemptResult, {
    description:
      'Enrolled learners only: grades the answers (every question once) and stores the attempt, within the attempt limit. Issues the certificate when this pass completes the course.',
  })
  @Idempotent('submitQuizAttempt')
  async submitQuizAttempt(
    @CurrentUser() user: User,
    @Args('quizId', { type: () => ID }) quizId: string,
    @Args('answers', { type: () => [QuizAnswerInput] }) answers: QuizAnswerInput[],
  ): Promise<SubmitQuizAttemptResult> {
    const { courseId, ...submitted } = await this.taking.submit(user, quizId, answers);
    const progress = await this.progress.courseProgress(user, courseId);
    const certificate = submitted.attempt.passed
      ? await this.progress.certificateFor(user.id, progress)
      : null;
    return { ...submitted, certificate, progress: toProgress(progress) };
  }
}

/** Quizzes in the curriculum, and a learner's quizzes passed, batched per request. */
@Resolver(() => ChapterView)
export class ChapterQuizzesResolver {
  constructor(
    @Inject(QuizzesQueries) private readonly queries: QuizzesQueries,
    @Inject(CourseAccess) private readonly access: CourseAccess,
  ) {}

  @Query(() => [QuizSummary], {
    description:
      'The quizzes of a course anyone may open, in curriculum order (as Chapter.quizzes lists them).',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  async courseQuizzes(
    @Args('courseId', { type: () => ID }) courseId: string,
    @Viewer() viewer: User | undefined,
  ) {
    const course = await this.access.viewable(courseId, viewer);
    return this.queries.summariesOfCourse(course.id);
  }

  @ResolveField(() => [QuizSummary], {
    description: 'Quizzes in the chapter, in order among its lectures (see QuizSummary.position).',
  })
  quizzes(@Parent() chapter: ChapterView, @Context() { loaders }: GraphQLContext) {
    return loaders.fromMap(
      'quizzesByChapter',
      chapter.chapterId,
      (ids) => this.queries.summariesByChapter(ids),
      [] as QuizSummary[],
    );
  }
}

const NO_QUIZZES: QuizProgress = { passed: 0, total: 0 };

@Resolver(() => MyEnrollment)
export class MyEnrollmentQuizzesResolver {
  constructor(@Inject(QuizzesQueries) private readonly queries: QuizzesQueries) {}

  @ResolveField(() => QuizProgress, {
    description: "Quizzes passed of the course's quizzes (the certificate needs all of them).",
  })
  quizzes(
    @Parent() enrollment: MyEnrollment,
    @CurrentUser() user: User,
    @Context() { loaders }: GraphQLContext,
  ) {
    return loaders.fromMap(
      `quizProgress:${user.id}`,
      enrollment.course.id,
      (ids) => this.queries.progress(user.id, ids),
      NO_QUIZZES,
    );
  }
}

@Resolver(() => CourseProgress)
export class CourseProgressQuizzesResolver {
  constructor(@Inject(QuizzesQueries) private readonly queries: QuizzesQueries) {}

  @ResolveField(() => [ID], { description: 'Quizzes of the course the learner has passed.' })
  passedQuizIds(
    @Parent() progress: CourseProgress,
    @CurrentUser() user: User,
    @Context() { loaders }: GraphQLContext,
  ) {
    return loaders.fromMap(
      `passedQuizzes:${user.id}`,
      progress.courseId,
      (ids) => this.queries.passedQuizIds(user.id, ids),
      [] as string[],
    );
  }
}
