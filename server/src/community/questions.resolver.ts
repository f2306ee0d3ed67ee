import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  ANSWER_MAX_LENGTH,
  ESCALATE_AFTER_HOURS,
  QUESTION_MAX_LENGTH,
} from '../../../shared/community';
import { Authenticated, CurrentUser, Roles } from '../auth/decorators';
import type { GraphQLContext } from '../common/graphql/request-loaders';
import { MentorLoaders } from '../mentorship/mentors/mentor.loaders';
import { MentorView } from '../mentorship/mentors/mentor.types';
import type { User } from '../users/user.entity';
import { Answer, CourseQuestionStats, Question, QuestionFilter, QuestionPage } from './dto/question.types';
import { QuestionQueries } from './question.queries';
import { QuestionsService } from './questions.service';

/** Questions on lectures: asking, the threads, upvotes, and the educator's inbox. */
@Resolver(() => Question)
@Authenticated()
export class QuestionsResolver {
  constructor(
    @Inject(QuestionsService) private readonly questions: QuestionsService,
    @Inject(QuestionQueries) private readonly queries: QuestionQueries,
    @Inject(MentorLoaders) private readonly mentors: MentorLoaders,
  ) {}

  @Query(() => QuestionPage, {
    description:
      'The questions of a course on the lectures the caller may watch (one lecture’s with `lectureId`), filtered. A course or lecture they may not watch is NOT_FOUND.',
  })
  courseQuestions(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('lectureId', { type: () => ID, nullable: true }) lectureId: string | null,
    @Args('filter', { type: () => QuestionFilter, defaultValue: QuestionFilter.ALL })
    filter: QuestionFilter,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ) {
    return this.queries.ofCourse(user, { courseId, lectureId, filter, first, after });
  }

  @Query(() => Question, { description: 'One question the caller may see, with its thread.' })
  async question(@CurrentUser() user: User, @Args('id', { type: () => ID }) id: string) {
    const { question } = await this.questions.visible(user, id);
    return this.queries.one(user, question.id);
  }

  @Query(() => QuestionPage, {
    description:
      'Educators: the questions across their courses (or one with `courseId`), unanswered first, then newest.',
  })
  @Roles('educator', 'admin')
  educatorQuestionInbox(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID, nullable: true }) courseId: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ) {
    return this.queries.inbox(user, { courseId, first, after });
  }

  @Query(() => [CourseQuestionStats], {
    description:
      'Educators: per course of theirs with questions, how many are unanswered and the median time to a first answer.',
  })
  @Roles('educator', 'admin')
  educatorQuestionStats(@CurrentUser() user: User) {
    return this.queries.stats(user);
  }

  @Mutation(() => Question, {
    description: `Asks a question (plain text, up to ${QUESTION_MAX_LENGTH} characters) about a lecture the caller may watch, anchored to \`positionSeconds\` of its video when given (not past its end). Emits the question.created webhook.`,
  })
  async askQuestion(
    @CurrentUser() user: User,
    @Args('lectureId', { type: () => ID }) lectureId: string,
    @Args('body') body: string,
    @Args('positionSeconds', { type: () => Int, nullable: true }) positionSeconds: number | null,
  ) {
    const question = await this.questions.ask(user, lectureId, body, positionSeconds);
    return this.queries.one(user, question.id);
  }

  @Mutation(() => Answer, {
    description: `Replies in a question’s thread (plain text, up to ${ANSWER_MAX_LENGTH} characters); the asker is notified.`,
  })
  async answerQuestion(
    @CurrentUser() user: User,
    @Args('questionId', { type: () => ID }) questionId: string,
    @Args('body') body: string,
  ): Promise<Answer> {
    const answer = await this.questions.answer(user, questionId, body);
    return {
      id: answer.id,
      questionId: answer.questionId,
      body: answer.body,
      author: { id: user.id, name: user.name },
      byInstructor: answer.byInstructor,
      accepted: false,
      hidden: false,
      createdAt: answer.createdAt,
    };
  }

  @Mutation(() => Question, {
    description: 'The asker accepts an answer of their question’s thread; its author is notified.',
  })
  async acceptAnswer(@CurrentUser() user: User, @Args('answerId', { type: () => ID }) answerId: string) {
    const question = await this.questions.accept(user, answerId);
    return this.queries.one(user, question.id);
  }

  @Mutation(() => Question, {
    description: 'Upvotes a question (once per person; not one’s own): a second is BAD_USER_INPUT.',
  })
  async upvoteQuestion(@CurrentUser() user: User, @Args('questionId', { type: () => ID }) id: string) {
    await this.questions.upvote(user, id);
    return this.queries.one(user, id);
  }

  @Mutation(() => Question, { description: 'Takes back the caller’s upvote.' })
  async withdrawQuestionUpvote(
    @CurrentUser() user: User,
    @Args('questionId', { type: () => ID }) id: string,
  ) {
    await this.questions.withdrawUpvote(user, id);
    return this.queries.one(user, id);
  }

  @Mutation(() => Question, {
    description: 'The course’s educator (or an admin) pins a question to the top, or unpins it.',
  })
  async pinQuestion(
    @CurrentUser() user: User,
    @Args('questionId', { type: () => ID }) id: string,
    @Args('pinned') pinned: boolean,
  ) {
    await this.questions.pin(user, id, pinned);
    return this.queries.one(user, id);
  }

  @Mutation(() => Question, {
    description:
      'The course’s educator (or an admin) marks a question as a duplicate of another of the same course; null unmarks it.',
  })
  async markQuestionDuplicate(
    @CurrentUser() user: User,
    @Args('questionId', { type: () => ID }) id: string,
    @Args('duplicateOfId', { type: () => ID, nullable: true }) duplicateOfId: string | null,
  ) {
    await this.questions.markDuplicate(user, id, duplicateOfId);
    return this.queries.one(user, id);
  }

  @ResolveField(() => [Answer], { description: 'The thread: the accepted answer first, then the instructor’s, then oldest first.' })
  answers(@Parent() question: Question, @Context() { loaders, req }: GraphQLContext<User>) {
    return loaders.fromMap(
      'question-answers',
      question.id,
      (ids) => this.queries.answersOf(req.user, ids),
      [] as Answer[],
    );
  }

  @ResolveField(() => MentorView, {
    nullable: true,
    description: `For its asker, once it has waited ${ESCALATE_AFTER_HOURS} hours with no answer: the course’s educator as a mentor to book ("Ask a mentor"), when they are one; null otherwise.`,
  })
  askMentor(@Parent() question: Question, @Context() { loaders }: GraphQLContext<User>) {
    const waited = Date.now() - new Date(question.createdAt).getTime() >= ESCALATE_AFTER_HOURS * 3600_000;
    if (!question.isMine || question.firstAnsweredAt || question.hidden || !waited) return null;
    return this.mentors.listedOne(loaders, question.educatorId);
  }
}
