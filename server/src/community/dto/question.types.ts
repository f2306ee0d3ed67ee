import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PageInfo } from '../../courses/dto/course-connection';

export enum QuestionFilter {
  ALL = 'ALL',
  UNANSWERED = 'UNANSWERED',
  MINE = 'MINE',
  MOST_UPVOTED = 'MOST_UPVOTED',
}
registerEnumType(QuestionFilter, {
  name: 'QuestionFilter',
  description:
    'ALL: pinned first, then newest. UNANSWERED: nobody but the asker has replied. MINE: asked by the caller. MOST_UPVOTED: most upvotes first.',
});

@ObjectType({ description: 'Who wrote a question or an answer; null once their account is deleted.' })
export class PostAuthor {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType({ description: 'A reply in a question’s thread.' })
export class Answer {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  questionId: string;

  @Field({ description: 'Plain text; line breaks kept. Empty when a moderator hid it.' })
  body: string;

  @Field(() => PostAuthor, { nullable: true })
  author: PostAuthor | null;

  @Field({ description: 'Written by the course’s educator: the instructor’s answer.' })
  byInstructor: boolean;

  @Field({ description: 'The asker accepted it.' })
  accepted: boolean;

  @Field({ description: 'Hidden by a moderator (only its author and the course’s staff see that it was).' })
  hidden: boolean;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A question on a lecture, at a second of its video when the asker chose one.' })
export class Question {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  courseId: string;

  @Field(() => ID)
  lectureId: string;

  @Field()
  lectureTitle: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The second of the lecture’s video it is anchored to (a marker on the timeline).',
  })
  positionSeconds: number | null;

  @Field({ description: 'Plain text; line breaks kept. Empty when a moderator hid it.' })
  body: string;

  @Field(() => PostAuthor, { nullable: true })
  author: PostAuthor | null;

  @Field()
  createdAt: Date;

  @Field(() => Int)
  upvoteCount: number;

  @Field(() => Int)
  answerCount: number;

  @Field({ description: 'Whether the caller upvoted it.' })
  viewerHasUpvoted: boolean;

  @Field({ description: 'Whether the caller asked it.' })
  isMine: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'When someone other than the asker first replied; null while unanswered.',
  })
  firstAnsweredAt: Date | null;

  @Field(() => ID, { nullable: true })
  acceptedAnswerId: string | null;

  @Field({ description: 'Pinned to the top of its course’s questions by the educator.' })
  pinned: boolean;

  @Field(() => ID, {
    nullable: true,
    description: 'The question of the same course this one duplicates, as the educator marked.',
  })
  duplicateOfId: string | null;

  @Field({ description: 'Hidden by a moderator: only its author and the course’s staff see it.' })
  hidden: boolean;

  /** Not in the schema: the course's educator, for `askMentor`. */
  educatorId: string;
}

@ObjectType()
export class QuestionPage {
  @Field(() => [Question])
  nodes: Question[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@ObjectType({ description: 'How fast a course’s questions get answered.' })
export class CourseQuestionStats {
  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field(() => Int)
  questionCount: number;

  @Field(() => Int, { description: 'Questions nobody but their asker has replied to.' })
  unansweredCount: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'The median time from a question to its first reply by someone other than the asker, in seconds, over the answered ones; null when none is.',
  })
  medianSecondsToFirstAnswer: number | null;
}
