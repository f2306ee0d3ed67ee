import type { EditableCourseFragment } from '../educator.generated';
import type { CourseLevel, ChapterInput } from '../../../generated/types';
import { COURSE_FACT_LIMITS } from '../../../../../shared/course-facts';
import { sentRows } from '../../../components/sentRows';
import { chaptersFromCourse, toChapterInputs, type ChapterDraft } from '../curriculum/curriculum';
import { discountOn } from '../../../../../shared/pricing';
import { formatCount } from '../../../lib/format';
import { t } from '../courseEditor.i18n';

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
  /** As typed; left out when blank (the server then keeps English, or the course's language). */
  language: string;
  /** As typed: comma-separated keywords. */
  tags: string;
  /** "What you'll learn", one row each; blank rows are not sent. */
  learningPoints: string[];
  requirements: string[];
}

/** The repeatable rows of the form. */
export type PointList = 'learningPoints' | 'requirements';

export type CourseField =
  | 'courseTitle'
  | 'coursePrice'
  | 'discount'
  | 'thumbnail'
  | 'categoryId'
  | 'level'
  | 'language'
  | 'tags'
  | PointList
  /** One row of a list, by its place in the form. */
  | `${PointList}[${number}]`;

export interface CourseProblem {
  field: CourseField;
  message: string;
}

/** The course's language as stored (a name, not a translated text): English unless typed. */
const DEFAULT_LANGUAGE = 'English';

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

/**
 * The keywords of the tags field as the server keeps them: split at commas, trimmed, blanks
 * dropped, lower-cased, each once.
 */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

/**
 * Title, price and discount are required, the price is 0 or more and the discount 0 to 100 (none
 * at price 0).
 * With `requireThumbnail` (Add Course) a missing image is 'Thumbnail Not Selected'. The tags keep
 * to the server's limits (the point lists cannot break theirs: their rows and inputs are capped).
 */
export function checkCourseDraft(
  draft: CourseDraft,
  thumbnail?: { requireThumbnail: boolean; file: File | null },
): CourseProblem[] {
  const problems: CourseProblem[] = [];
  const price = Number(draft.coursePrice);
  const discount = Number(draft.discount);
  if (!draft.courseTitle.trim())
    problems.push({ field: 'courseTitle', message: t('courseEditor.check.titleRequired') });
  if (draft.coursePrice.trim() === '')
    problems.push({ field: 'coursePrice', message: t('courseEditor.check.priceRequired') });
  else if (!Number.isFinite(price) || price < 0)
    problems.push({ field: 'coursePrice', message: t('courseEditor.check.priceNegative') });
  // A free course has no discount to check (shared/pricing.ts).
  if (!isFree(draft) && draft.discount.trim() === '')
    problems.push({ field: 'discount', message: t('courseEditor.check.discountRequired') });
  else if (!isFree(draft) && (!Number.isFinite(discount) || discount < 0 || discount > 100))
    problems.push({ field: 'discount', message: t('courseEditor.check.discountRange') });
  if (thumbnail?.requireThumbnail && !thumbnail.file)
    problems.push({ field: 'thumbnail', message: t('courseEditor.check.thumbnailMissing') });
  problems.push(...checkCourseFacts(draft));
  return problems;
}

function checkCourseFacts(draft: CourseDraft): CourseProblem[] {
  const tags = parseTags(draft.tags);
  const { count, length } = COURSE_FACT_LIMITS.tags;
  if (tags.length > count)
    return [
      {
        field: 'tags',
        message: t('courseEditor.check.tooManyTags', { count: formatCount(count) }),
      },
    ];
  if (tags.some((tag) => tag.length > length))
    return [
      {
        field: 'tags',
        message: t('courseEditor.check.tagTooLong', { length: formatCount(length) }),
      },
    ];
  return [];
}

/** Whether the price typed is 0: the course is free and its discount field is off. */
export function isFree(draft: Pick<CourseDraft, 'coursePrice'>): boolean {
  return draft.coursePrice.trim() !== '' && Number(draft.coursePrice) === 0;
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
  language?: string;
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
    discount: discountOn(Number(draft.coursePrice), Number(draft.discount) || 0),
    courseContent: toChapterInputs(draft.chapters),
    categoryId: draft.categoryId || null,
    level: draft.level,
    ...(draft.language.trim() && { language: draft.language.trim() }),
    tags: parseTags(draft.tags),
    learningPoints: sentRows(draft.learningPoints).values,
    requirements: sentRows(draft.requirements).values,
  };
}
