import type { ProgressFieldsFragment } from '../enrollments/myEnrollments.generated';
import type { PlayerCourseQuery } from './player.generated';
import { buildPlayerSequence } from './playerSequence';

/** The course as the player loads it. */
export type PlayerCourse = PlayerCourseQuery['course'];
export type PlayerChapter = PlayerCourse['courseContent'][number];
export type PlayerLecture = PlayerChapter['chapterContent'][number];
export type Progress = ProgressFieldsFragment;
export type ResumePoint = NonNullable<Progress['resume']>;

/** Where the player opens: a lecture (none in an empty course) and the second the server holds, if any. */
export interface Opening {
  lectureId: string | undefined;
  seconds: number | null;
}

/** The first lecture of the first chapter that has one: selected when the player opens. */
export function firstLecture(course: PlayerCourse): PlayerLecture | undefined {
  return buildPlayerSequence(course.courseContent).find((item) => item.kind === 'lecture')?.lecture;
}

export function findLecture(course: PlayerCourse, lectureId: string | undefined) {
  for (const chapter of course.courseContent)
    for (const lecture of chapter.chapterContent)
      if (lecture.lectureId === lectureId) return lecture;
  return undefined;
}

/**
 * The lecture and second the learner left off at; else, with no resume point or its lecture gone
 * from the course, the first lecture from its start. A lecture the link names (`?lecture=<id>`,
 * the watch page the REST API gives as a hosted lecture's URL) opens instead, at the second left
 * off at when it is that lecture.
 */
export function openingPoint(
  course: PlayerCourse,
  resume: ResumePoint | null | undefined,
  requestedLectureId?: string | null,
): Opening {
  const requested = requestedLectureId && findLecture(course, requestedLectureId);
  if (requested)
    return {
      lectureId: requested.lectureId,
      seconds: resume?.lectureId === requested.lectureId ? resume.positionSeconds : null,
    };
  const resumed = resume && findLecture(course, resume.lectureId);
  if (resumed) return { lectureId: resumed.lectureId, seconds: resume.positionSeconds };
  return { lectureId: firstLecture(course)?.lectureId, seconds: null };
}
