import type { PlayerCourseQuery, ProgressFieldsFragment } from '../../../generated/graphql';

/** The course as the player loads it. */
export type PlayerCourse = PlayerCourseQuery['course'];
export type PlayerChapter = PlayerCourse['courseContent'][number];
export type PlayerLecture = PlayerChapter['chapterContent'][number];
export type Progress = ProgressFieldsFragment;

/** The first lecture of the first chapter that has one: selected when the player opens. */
export function firstLecture(course: PlayerCourse): PlayerLecture | undefined {
  return course.courseContent.find((chapter) => chapter.chapterContent.length > 0)
    ?.chapterContent[0];
}

export function findLecture(course: PlayerCourse, lectureId: string | undefined) {
  for (const chapter of course.courseContent)
    for (const lecture of chapter.chapterContent)
      if (lecture.lectureId === lectureId) return lecture;
  return undefined;
}
