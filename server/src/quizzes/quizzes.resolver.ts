import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../auth/decorators';
import { Course } from '../courses/course.entity';
import type { User } from '../users/user.entity';
import { QuizInput } from './dto/quiz.input';
import { EducatorQuiz } from './dto/quiz.types';
import { CompletionRulesService } from './completion-rules.service';
import { QuizAuthoringService } from './quiz-authoring.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

/** The educator's side of quizzes: writing them, their results, and the course's completion rule. */
@Resolver()
@Roles('educator', 'admin')
export class QuizzesResolver {
  constructor(
    @Inject(QuizAuthoringService) private readonly authoring: QuizAuthoringService,
    @Inject(CompletionRulesService) private readonly rules: CompletionRulesService,
  ) {}

  @Query(() => [EducatorQuiz], {
    description:
      "Owner or admin only: the course's quizzes in curriculum order, with their answers and attempts.",
  })
  @ApiScopes('courses:write')
  educatorQuizzes(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.authoring.list(user, courseId);
  }

  @Mutation(() => EducatorQuiz, {
    description: "Owner or admin only: adds a quiz to one of the course's chapters.",
  })
  @ApiScopes('courses:write')
  createQuiz(@CurrentUser() user: User, @Args('input') input: QuizInput) {
    return this.authoring.create(user, input);
  }

  @Mutation(() => EducatorQuiz, {
    description:
      'Owner or admin only: replaces the quiz (it may move to another chapter of the same course). Past attempts keep their scores.',
  })
  @ApiScopes('courses:write')
  updateQuiz(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: QuizInput,
  ) {
    return this.authoring.update(user, id, input);
  }

  @Mutation(() => ID, {
    description: 'Owner or admin only: deletes the quiz and its attempts; answers its id.',
  })
  @ApiScopes('courses:write')
  deleteQuiz(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    return this.authoring.delete(user, id);
  }

  @Mutation(() => Course, {
    description:
      'Owner or admin only: whether completeLecture needs each lecture watched to near its end first (Course.requiresWatchedLectures).',
  })
  @ApiScopes('courses:write')
  setRequiresWatchedLectures(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('required') required: boolean,
  ) {
    return this.rules.setRequiresWatchedLectures(user, courseId, required);
  }
}
