import type { ChapterInput, EditableCourseFragment } from '../../../generated/graphql';
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
}

export type CourseField = 'courseTitle' | 'coursePrice' | 'discount' | 'thumbnail';

export interface CourseProblem {
  field: CourseField;
  message: string;
}

export const emptyCourseDraft = (): CourseDraft => ({
  courseTitle: '',
  courseDescription: '',
  coursePrice: '',
  discount: '',
  chapters: [],
});

export function courseDraftFrom(course: EditableCourseFragment): CourseDraft {
  return {
    courseTitle: course.courseTitle,
    courseDescription: course.courseDescription,
    coursePrice: String(course.coursePrice),
    discount: String(course.discount),
    chapters: chaptersFromCourse(course.courseContent),
  };
}

/**
 * Title, price and discount are required, the price is 0 or more and the discount 0 to 100.
 * With `requireThumbnail` (Add Course) a missing image is 'Thumbnail Not Selected'.
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
  return problems;
}

/** Fits both CreateCourseInput and UpdateCourseInput. */
export interface CourseInputValues {
  courseTitle: string;
  courseDescription: string;
  coursePrice: number;
  discount: number;
  courseContent: ChapterInput[];
}

/** The course input: numbers for price and discount, chapters in order with their ids. */
export function toCourseInput(draft: CourseDraft): CourseInputValues {
  return {
    courseTitle: draft.courseTitle.trim(),
    courseDescription: draft.courseDescription,
    coursePrice: Number(draft.coursePrice),
    discount: Number(draft.discount),
    courseContent: toChapterInputs(draft.chapters),
  };
}
