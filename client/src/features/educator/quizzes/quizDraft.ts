import type { EducatorQuizFieldsFragment } from './educatorQuizzes.generated';
import type { QuizInput, QuestionKind } from '../../../generated/types';
import type { CourseEditorId } from '../courseEditor.i18n';

/** A quiz while it is being written in the dialog; numbers stay text until sent. */
export interface OptionDraft {
  text: string;
  correct: boolean;
}

export interface QuestionDraft {
  key: string;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  options: OptionDraft[];
}

export interface QuizDraft {
  chapterId: string;
  position: number;
  title: string;
  passMark: string;
  attemptLimit: string;
  shuffle: boolean;
  questions: QuestionDraft[];
}

/** The catalog message naming each kind of question. */
export const KIND_LABELS: Record<QuestionKind, CourseEditorId> = {
  SINGLE_CHOICE: 'courseEditor.question.singleChoice',
  MULTIPLE_CHOICE: 'courseEditor.question.multipleChoice',
  TRUE_FALSE: 'courseEditor.question.trueFalse',
};

let lastKey = 0;
const nextKey = () => `question-${++lastKey}`;

/**
 * A true/false question's options as the server stores them, whatever is sent: data, not texts
 * of the page (the editor shows them in the active language, QuestionEditor).
 */
const [TRUE, FALSE] = ['True', 'False'];
const TRUE_FALSE: OptionDraft[] = [
  { text: TRUE, correct: true },
  { text: FALSE, correct: false },
];

export function newQuestion(kind: QuestionKind = 'SINGLE_CHOICE'): QuestionDraft {
  return {
    key: nextKey(),
    kind,
    prompt: '',
    explanation: '',
    options:
      kind === 'TRUE_FALSE'
        ? TRUE_FALSE
        : [
            { text: '', correct: true },
            { text: '', correct: false },
          ],
  };
}

/** A new quiz at the end of the chapter, with one empty question. */
export function newQuizDraft(chapterId: string, lectureCount: number): QuizDraft {
  return {
    chapterId,
    position: lectureCount,
    title: '',
    passMark: '70',
    attemptLimit: '',
    shuffle: false,
    questions: [newQuestion()],
  };
}

/** The quiz as a form; a place past the chapter's last lecture (lectures since deleted) reads as its end. */
export function draftFrom(quiz: EducatorQuizFieldsFragment, lectureCount: number): QuizDraft {
  return {
    chapterId: quiz.chapterId,
    position: Math.min(quiz.position, lectureCount),
    title: quiz.title,
    passMark: String(quiz.passMarkPercent),
    attemptLimit: quiz.attemptLimit === null ? '' : String(quiz.attemptLimit),
    shuffle: quiz.shuffle,
    questions: quiz.questions.map((q) => ({
      key: nextKey(),
      kind: q.kind,
      prompt: q.prompt,
      explanation: q.explanation ?? '',
      options: q.options.map(({ text, correct }) => ({ text, correct })),
    })),
  };
}

/** Changes a question's kind: true/false gets its two fixed options, the others keep theirs. */
export function withKind(question: QuestionDraft, kind: QuestionKind): QuestionDraft {
  if (kind === 'TRUE_FALSE') return { ...question, kind, options: TRUE_FALSE };
  const options = question.kind === 'TRUE_FALSE' ? newQuestion().options : question.options;
  // Single choice keeps only the first correct option.
  const first = options.findIndex((o) => o.correct);
  return {
    ...question,
    kind,
    options:
      kind === 'SINGLE_CHOICE' ? options.map((o, i) => ({ ...o, correct: i === first })) : options,
  };
}

/** Marks an option correct: the only one for single choice and true/false, toggled for multiple. */
export function markCorrect(
  question: QuestionDraft,
  index: number,
  checked: boolean,
): QuestionDraft {
  return {
    ...question,
    options: question.options.map((option, i) =>
      question.kind === 'MULTIPLE_CHOICE'
        ? i === index
          ? { ...option, correct: checked }
          : option
        : { ...option, correct: i === index },
    ),
  };
}

/** Text as typed becomes what the server checks; it decides what is valid (one rule, one place). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

export function toQuizInput(draft: QuizDraft): QuizInput {
  return {
    chapterId: draft.chapterId,
    position: draft.position,
    title: draft.title,
    passMarkPercent: whole(draft.passMark),
    attemptLimit: draft.attemptLimit.trim() === '' ? null : whole(draft.attemptLimit),
    shuffle: draft.shuffle,
    questions: draft.questions.map((q) => ({
      kind: q.kind,
      prompt: q.prompt,
      explanation: q.explanation.trim() === '' ? null : q.explanation,
      options: q.options,
    })),
  };
}
