import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { QuestionKind } from '../quiz.entity';

@InputType()
export class QuizOptionInput {
  @Field()
  text: string;

  @Field({ defaultValue: false })
  correct: boolean;
}

@InputType()
export class QuizQuestionInput {
  @Field(() => QuestionKind)
  kind: QuestionKind;

  @Field()
  prompt: string;

  @Field(() => String, { nullable: true, description: 'Shown to the learner after they submit.' })
  explanation?: string | null;

  @Field(() => [QuizOptionInput], {
    description:
      'SINGLE_CHOICE: 2 to 10 options, exactly one correct. MULTIPLE_CHOICE: 2 to 10, at least one correct. TRUE_FALSE: two options, True then False, one correct.',
  })
  options: QuizOptionInput[];
}

@InputType()
export class QuizInput {
  @Field(() => ID, { description: "A chapter of the course; the quiz's course never changes." })
  chapterId: string;

  @Field(() => Int, {
    description:
      "How many of the chapter's lectures come before the quiz: 0 puts it first, the chapter's lecture count last.",
  })
  position: number;

  @Field()
  title: string;

  @Field(() => Int, { description: 'Score needed to pass, a whole percent from 1 to 100.' })
  passMarkPercent: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Attempts allowed per learner; null: no limit.',
  })
  attemptLimit?: number | null;

  @Field({
    defaultValue: false,
    description: 'Shuffle the questions and their options for each learner.',
  })
  shuffle: boolean;

  @Field(() => [QuizQuestionInput], { description: '1 to 50 questions, in order.' })
  questions: QuizQuestionInput[];
}

@InputType()
export class QuizAnswerInput {
  @Field(() => ID)
  questionId: string;

  @Field(() => [ID], {
    description:
      'The chosen options: one for single choice and true/false, one or more for multiple choice.',
  })
  optionIds: string[];
}
