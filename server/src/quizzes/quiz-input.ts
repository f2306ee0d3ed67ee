import { isUuid } from '../common/ids';
import { Checker, type RawInput } from '../common/validation';
import { QuestionKind } from './quiz.entity';
import type { QuizInput } from './dto/quiz.input';

export const MAX_QUESTIONS = 50;
const MAX_OPTIONS = 10;
const MAX_PROMPT = 2000;
const MAX_OPTION = 500;
const MAX_ATTEMPT_LIMIT = 100;
export const PASS_MARK_RANGE = 'Pass mark must be a whole percent from 1 to 100';

export interface OptionDraft {
  text: string;
  correct: boolean;
}

export interface QuestionDraft {
  kind: QuestionKind;
  prompt: string;
  explanation: string | null;
  options: OptionDraft[];
}

export interface QuizDraft {
  chapterId: string;
  position: number;
  title: string;
  passMarkPercent: number;
  attemptLimit: number | null;
  shuffle: boolean;
  questions: QuestionDraft[];
}

const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Validates a whole quiz, reporting every problem at once by field path (`questions[1].options`).
 * The chapter and the position's upper bound (its lecture count) are checked by the service.
 */
export function parseQuizInput(raw: RawInput<QuizInput>, check: Checker): QuizDraft {
  const title = check.requiredText('title', 'Quiz title', raw.title, 200);
  const passMarkPercent = check.wholeNumber(
    'passMarkPercent',
    PASS_MARK_RANGE,
    raw.passMarkPercent,
    1,
    100,
  );
  const attemptLimit =
    raw.attemptLimit === undefined || raw.attemptLimit === null
      ? null
      : check.wholeNumber(
          'attemptLimit',
          `Attempt limit must be a whole number from 1 to ${MAX_ATTEMPT_LIMIT}, or none`,
          raw.attemptLimit,
          1,
          MAX_ATTEMPT_LIMIT,
        );
  const position = check.wholeNumber(
    'position',
    'Position must be a whole number from 0',
    raw.position,
    0,
    10_000,
  );
  if (raw.shuffle !== undefined && typeof raw.shuffle !== 'boolean')
    check.fail('shuffle', 'Shuffle must be true or false');
  if (!isUuid(raw.chapterId))
    check.fail('chapterId', 'Choose a chapter of this course', 'NOT_FOUND');
  return {
    chapterId: raw.chapterId as string,
    position,
    title,
    passMarkPercent,
    attemptLimit,
    shuffle: raw.shuffle === true,
    questions: parseQuestions(raw.questions, check),
  };
}

function parseQuestions(value: unknown, check: Checker): QuestionDraft[] {
  if (!Array.isArray(value) || value.length === 0) {
    check.fail('questions', 'A quiz needs at least one question', 'REQUIRED_FIELD_EMPTY');
    return [];
  }
  if (value.length > MAX_QUESTIONS)
    check.fail('questions', `A quiz can have at most ${MAX_QUESTIONS} questions`, 'TOO_LONG');
  return value.slice(0, MAX_QUESTIONS).map((item, q) => parseQuestion(object(item), q, check));
}

function parseQuestion(raw: Record<string, unknown>, q: number, check: Checker): QuestionDraft {
  const at = `questions[${q}]`;
  const label = `Question ${q + 1}`;
  const kind = Object.values(QuestionKind).includes(raw.kind as QuestionKind)
    ? (raw.kind as QuestionKind)
    : undefined;
  if (!kind)
    check.fail(`${at}.kind`, `${label} must be single choice, multiple choice or true/false`);
  const prompt = check.requiredText(`${at}.prompt`, `${label} text`, raw.prompt, MAX_PROMPT, {
    multiline: true,
  });
  const explanation =
    check.optionalText(`${at}.explanation`, `${label} explanation`, raw.explanation, MAX_PROMPT, {
      multiline: true,
    }) ?? null;
  const rawOptions = Array.isArray(raw.options) ? raw.options.map(object) : [];
  let options = rawOptions.slice(0, MAX_OPTIONS).map((option, o) => ({
    text: check.requiredText(
      `${at}.options[${o}].text`,
      `${label} option ${o + 1}`,
      option.text,
      MAX_OPTION,
    ),
    correct: option.correct === true,
  }));
  if (kind === QuestionKind.TRUE_FALSE) {
    if (rawOptions.length !== 2)
      check.fail(
        `${at}.options`,
        `${label} (true/false) needs exactly two options, True and False`,
      );
    // The two options always read True and False, whatever was typed.
    options = options.map((option, o) => ({ ...option, text: o === 0 ? 'True' : 'False' }));
  } else if (rawOptions.length < 2 || rawOptions.length > MAX_OPTIONS) {
    check.fail(`${at}.options`, `${label} needs from 2 to ${MAX_OPTIONS} options`);
  }
  const correct = options.filter((option) => option.correct).length;
  if (correct === 0)
    check.fail(`${at}.options`, `${label} needs a correct option`, 'NO_CORRECT_OPTION');
  else if (kind !== QuestionKind.MULTIPLE_CHOICE && correct > 1)
    check.fail(`${at}.options`, `${label} must have exactly one correct option`);
  return { kind: kind ?? QuestionKind.SINGLE_CHOICE, prompt, explanation, options };
}
