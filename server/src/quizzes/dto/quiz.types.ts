import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Certificate } from '../../certificates/certificate.entity';
import { CourseProgress } from '../../learning/dto/progress.types';
import { QuestionKind } from '../quiz.entity';

registerEnumType(QuestionKind, {
  name: 'QuestionKind',
  description: 'SINGLE_CHOICE and TRUE_FALSE take one option, MULTIPLE_CHOICE one or more.',
});

/*
 * What a learner reads of a quiz. None of these types has a field saying which options are
 * correct, nor the explanations: those reach a learner only in QuizAttemptResult, after submitting
 * (test/quizzes.test.ts checks it by introspection).
 */

@ObjectType({
  description: "A quiz's place in a chapter, as anyone who may see the curriculum sees it.",
})
export class QuizSummary {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  chapterId: string;

  @Field()
  title: string;

  @Field(() => Int, {
    description: "How many of the chapter's lectures come before it (at most their number).",
  })
  position: number;

  @Field(() => Int)
  questionCount: number;

  @Field(() => Int)
  passMarkPercent: number;

  @Field(() => Int, { nullable: true, description: 'Null: no limit.' })
  attemptLimit: number | null;
}

@ObjectType()
export class QuizOption {
  @Field(() => ID)
  id: string;

  @Field()
  text: string;
}

@ObjectType()
export class QuizQuestion {
  @Field(() => ID)
  id: string;

  @Field(() => QuestionKind)
  kind: QuestionKind;

  @Field()
  prompt: string;

  @Field(() => [QuizOption], { description: 'Shuffled on every read when the quiz shuffles.' })
  options: QuizOption[];
}

@ObjectType({ description: 'One question of a submitted attempt.' })
export class QuizQuestionResult {
  @Field(() => ID)
  questionId: string;

  @Field()
  prompt: string;

  @Field(() => [ID], { description: 'The options the learner chose.' })
  chosenOptionIds: string[];

  @Field({ description: 'Whether the learner chose exactly the right options.' })
  answeredCorrectly: boolean;

  @Field(() => String, { nullable: true })
  explanation: string | null;
}

@ObjectType({ description: "A learner's graded attempt, shown to them after they submit." })
export class QuizAttemptResult {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  quizId: string;

  @Field(() => Int, { description: 'From 1.' })
  attemptNumber: number;

  @Field(() => Int, { description: 'Questions right * 100 / questions, rounded down.' })
  scorePercent: number;

  @Field()
  passed: boolean;

  @Field(() => Int)
  correctCount: number;

  @Field(() => Int)
  questionCount: number;

  @Field()
  submittedAt: Date;

  @Field(() => [QuizQuestionResult], {
    description: 'In the quiz order; questions changed since the attempt are left out.',
  })
  questions: QuizQuestionResult[];
}

@ObjectType({ description: 'A quiz as an enrolled learner takes it.' })
export class Quiz {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  courseId: string;

  @Field(() => ID)
  chapterId: string;

  @Field()
  title: string;

  @Field(() => Int)
  passMarkPercent: number;

  @Field(() => Int, { nullable: true, description: 'Null: no limit.' })
  attemptLimit: number | null;

  @Field(() => Int)
  attemptsUsed: number;

  @Field(() => Int, { nullable: true, description: 'Null when there is no limit.' })
  attemptsLeft: number | null;

  @Field({ description: 'Whether any attempt passed.' })
  passed: boolean;

  @Field(() => [QuizQuestion])
  questions: QuizQuestion[];

  @Field(() => QuizAttemptResult, { nullable: true, description: "The learner's latest attempt." })
  lastAttempt: QuizAttemptResult | null;
}

@ObjectType()
export class SubmitQuizAttemptResult {
  @Field(() => QuizAttemptResult)
  attempt: QuizAttemptResult;

  @Field(() => Quiz, { description: 'The quiz after this attempt (attempts used and left).' })
  quiz: Quiz;

  @Field(() => Certificate, {
    nullable: true,
    description: 'The course certificate, once every lecture is done and every quiz passed.',
  })
  certificate: Certificate | null;

  @Field(() => CourseProgress, {
    description: "The learner's progress in the course after this attempt (quizzes passed).",
  })
  progress: CourseProgress;
}

@ObjectType({ description: 'Quizzes of a course a learner has passed.' })
export class QuizProgress {
  @Field(() => Int)
  passed: number;

  @Field(() => Int)
  total: number;
}

/* What only the course's owner (or an admin) reads. */

@ObjectType()
export class EducatorQuizOption {
  @Field(() => ID)
  id: string;

  @Field()
  text: string;

  @Field()
  correct: boolean;
}

@ObjectType()
export class EducatorQuizQuestion {
  @Field(() => ID)
  id: string;

  @Field(() => QuestionKind)
  kind: QuestionKind;

  @Field()
  prompt: string;

  @Field(() => String, { nullable: true })
  explanation: string | null;

  @Field(() => [EducatorQuizOption])
  options: EducatorQuizOption[];
}

@ObjectType({ description: 'Attempts at a quiz by its learners.' })
export class QuizStats {
  @Field(() => Int)
  attempts: number;

  @Field(() => Int)
  passedAttempts: number;

  @Field(() => Int, { description: 'Different learners who tried it.' })
  learners: number;

  @Field(() => Int, { description: 'Different learners who passed it.' })
  learnersPassed: number;

  @Field(() => Float, {
    nullable: true,
    description: 'passedAttempts * 100 / attempts, to one decimal; null before any attempt.',
  })
  passRatePercent: number | null;
}

@ObjectType({ description: 'A quiz as its educator edits it.' })
export class EducatorQuiz {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  chapterId: string;

  @Field(() => Int)
  position: number;

  @Field()
  title: string;

  @Field(() => Int)
  passMarkPercent: number;

  @Field(() => Int, { nullable: true })
  attemptLimit: number | null;

  @Field()
  shuffle: boolean;

  @Field(() => [EducatorQuizQuestion])
  questions: EducatorQuizQuestion[];

  @Field(() => QuizStats)
  stats: QuizStats;
}
