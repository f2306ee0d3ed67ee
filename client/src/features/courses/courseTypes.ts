import type { CourseDetailQuery } from './courses.generated';

/** A course as the detail page loads it. */
export type CourseDetail = CourseDetailQuery['course'];
export type CourseChapter = CourseDetail['courseContent'][number];
export type CourseLecture = CourseChapter['chapterContent'][number];

/** The free-preview lecture shown in the preview panel; `videoId` is null for an invalid link. */
export interface PreviewSelection {
  lectureId: string;
  lectureTitle: string;
  videoId: string | null;
}
