import type { ChapterInput, CourseLevel, EditableCourseFragment } from '../../../generated/graphql';
import { chaptersFromCourse, toChapterInputs, type ChapterDraft } from '../curriculum/curriculum';

/** The Add/Edit Course form's values, its client-side checks and the input it sends. */

export interface CourseDraft {
  courseTitle: string;
  /** HTML from the editor; '' when empty. */
  courseDescription: string;
  /** As typed; sent as a number. */
  coursePrice: string;
  discount: string;
  chapters: ChapterDraft[];
  /** A category or subcategory id; '' for none. */
  categoryId: string;
  level: CourseLevel;
  language: string;
  /** As typed: comma-separated keywords. */
  tags: string;
  /** "What you'll learn", one row each; blank rows are not sent. */
  learningPoints: string[];
  requirements: string[];
}

/** The repeatable rows of the form. */
export type PointListField = 'learningPoints' | 'requirements';

export type CourseField =
  | 'courseTitle'
  | 'coursePrice'
  | 'discount'
  | 'thumbnail'
  | 'categoryId'
  | 'level'
  | 'language'
  | 'tags'
  | PointListField
  /** One row of a list, by its place in the form. */
  | `${PointListField}[${number}]`;

export interface CourseProblem {
  field: CourseField;
  message: string;
}

/** The server's limits (schema.graphql, CreateCourseInput). */
export const COURSE_FACT_LIMITS = {
  tags: { count: 10, length: 40 },
  learningPoints: { count: 12, length: 160 },
  requirements: { count: 10, length: 160 },
  language: { length: 40 },
} as const;

export const DEFAULT_LANGUAGE = 'English';

export const emptyCourseDraft = (): CourseDraft => ({
  courseTitle: '',
  courseDescription: '',
  coursePrice: '',
  discount: '',
  chapters: [],
  categoryId: '',
  level: 'ALL_LEVELS',
  language: DEFAULT_LANGUAGE,
  tags: '',
  learningPoints: [''],
  requirements: [''],
});

/** A list's rows, with one blank row to type in when it is empty. */
const rows = (points: string[]) => (points.length > 0 ? [...points] : ['']);

export function courseDraftFrom(course: EditableCourseFragment): CourseDraft {
  return {
    courseTitle: course.courseTitle,
    courseDescription: course.courseDescription,
    coursePrice: String(course.coursePrice),
    discount: String(course.discount),
    chapters: chaptersFromCourse(course.courseContent),
    categoryId: course.category?.id ?? '',
    level: course.level,
    language: course.language,
    tags: course.tags.join(', '),
    learningPoints: rows(course.learningPoints),
    requirements: rows(course.requirements),
  };
}

/** The keywords of the tags field: split at commas, trimmed, blanks dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The rows that are sent: trimmed, blanks dropped. */
export const filledPoints = (points: string[]) =>
  points.map((point) => point.trim()).filter(Boolean);

/**
 * Where the `index`-th point sent sits in the form (blank rows are not sent), so a problem the
 * server reports for `learningPoints[1]` marks the right row; -1 when there is none.
 */
export function rowOfSentPoint(points: string[], index: number): number {
  let sent = -1;
  for (let row = 0; row < points.length; row += 1) {
    if (points[row].trim() && ++sent === index) return row;
  }
  return -1;
}

/**
 * Title, price and discount are required, the price is 0 or more and the discount 0 to 100.
 * With `requireThumbnail` (Add Course) a missing image is 'Thumbnail Not Selected'. The course
 * facts keep to the server's limits.
 */
export function checkCourseDraft(
  draft: CourseDraft,
  thumbnail?: { requireThumbnail: boolean; file: File | null },
): CourseProblem[] {
  const problems: CourseProblem[] = [];
  const price = Number(draft.coursePrice);
  const discount = Number(draft.discount);
  if (!draft.courseTitle.trim())
    problems.push({ field: 'courseTitle', message: 'Course title is required' });
  if (draft.coursePrice.trim() === '')
    problems.push({ field: 'coursePrice', message: 'Course price is required' });
  else if (!Number.isFinite(price) || price < 0)
    problems.push({ field: 'coursePrice', message: 'Course price must be 0 or more' });
  if (draft.discount.trim() === '')
    problems.push({ field: 'discount', message: 'Discount is required' });
  else if (!Number.isFinite(discount) || discount < 0 || discount > 100)
    problems.push({ field: 'discount', message: 'Discount must be between 0 and 100' });
  if (thumbnail?.requireThumbnail && !thumbnail.file)
    problems.push({ field: 'thumbnail', message: 'Thumbnail Not Selected' });
  problems.push(...checkCourseFacts(draft));
  return problems;
}

function checkCourseFacts(draft: CourseDraft): CourseProblem[] {
  const problems: CourseProblem[] = [];
  if (!draft.language.trim()) problems.push({ field: 'language', message: 'Language is required' });
  const tags = parseTags(draft.tags);
  const { tags: tagLimit } = COURSE_FACT_LIMITS;
  if (tags.length > tagLimit.count)
    problems.push({ field: 'tags', message: `At most ${tagLimit.count} tags` });
  else if (tags.some((tag) => tag.length > tagLimit.length))
    problems.push({
      field: 'tags',
      message: `Each tag must be at most ${tagLimit.length} characters`,
    });
  for (const [field, what] of [
    ['learningPoints', 'learning points'],
    ['requirements', 'requirements'],
  ] as const) {
    const { count, length } = COURSE_FACT_LIMITS[field];
    if (filledPoints(draft[field]).length > count)
      problems.push({ field, message: `At most ${count} ${what}` });
    draft[field].forEach((point, row) => {
      if (point.trim().length > length)
        problems.push({
          field: `${field}[${row}]`,
          message: `Must be at most ${length} characters`,
        });
    });
  }
  return problems;
}

/** Fits both CreateCourseInput and UpdateCourseInput. */
export interface CourseInputValues {
  courseTitle: string;
  courseDescription: string;
  coursePrice: number;
  discount: number;
  courseContent: ChapterInput[];
  categoryId: string | null;
  level: CourseLevel;
  language: string;
  tags: string[];
  learningPoints: string[];
  requirements: string[];
}

/** The course input: numbers for price and discount, chapters in order with their ids. */
export function toCourseInput(draft: CourseDraft): CourseInputValues {
  return {
    courseTitle: draft.courseTitle.trim(),
    courseDescription: draft.courseDescription,
    coursePrice: Number(draft.coursePrice),
    discount: Number(draft.discount),
    courseContent: toChapterInputs(draft.chapters),
    categoryId: draft.categoryId || null,
    level: draft.level,
    language: draft.language.trim(),
    tags: parseTags(draft.tags),
    learningPoints: filledPoints(draft.learningPoints),
    requirements: filledPoints(draft.requirements),
  };
}
