import type { Chapter } from '../chapter.entity';
import type { Course } from '../course.entity';
import type { Lecture } from '../lecture.entity';
import type { ChapterDraft, CourseDraft } from './course-input-parser';

type CourseFields = Omit<CourseDraft, 'chapters'>;

/** The fields of an edit whose values differ from the stored course. */
export function changedFields(stored: Course, fields: CourseFields): CourseFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => !sameValue(stored[key as keyof CourseFields], value),
    ),
  );
}

/** Lists (tags, points) are equal when their items are. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : a === b;

/**
 * Whether writing `drafts` would leave the stored curriculum as it is: the same chapters and
 * lectures, named by id, in the same places, with the same values (a blank URL keeps the stored one).
 */
export function sameCurriculum(
  chapters: Chapter[],
  lectures: Lecture[],
  drafts: ChapterDraft[],
): boolean {
  const draftLectures = drafts.reduce((n, d) => n + d.lectures.length, 0);
  if (chapters.length !== drafts.length || lectures.length !== draftLectures) return false;
  return drafts.every((draft, c) => {
    const chapter = chapters.find((ch) => ch.id === draft.chapterId);
    if (!chapter || chapter.chapterOrder !== c + 1 || chapter.chapterTitle !== draft.chapterTitle)
      return false;
    return draft.lectures.every((l, i) => {
      const stored = lectures.find((s) => s.id === l.lectureId);
      return (
        stored !== undefined &&
        stored.chapterId === chapter.id &&
        stored.lectureOrder === i + 1 &&
        stored.lectureTitle === l.lectureTitle &&
        stored.lectureDuration === l.lectureDuration &&
        stored.lectureUrl === (l.lectureUrl ?? stored.lectureUrl) &&
        (l.videoId === undefined || l.videoId === stored.videoId) &&
        stored.isPreviewFree === l.isPreviewFree
      );
    });
  });
}
