import type { ChapterInput, EditableCourseFragment } from '../../../generated/graphql';

/** The course curriculum while it is being edited, before it is sent as `courseContent`. */

export interface LectureDraft {
  /** Local key for React lists; never sent. */
  key: string;
  /** Set for a lecture that already exists on the server (keeps learners' progress). */
  lectureId?: string;
  lectureTitle: string;
  /** Minutes. */
  lectureDuration: number;
  lectureUrl: string;
  isPreviewFree: boolean;
}

export interface ChapterDraft {
  key: string;
  chapterId?: string;
  chapterTitle: string;
  collapsed: boolean;
  lectures: LectureDraft[];
}

export type NewLecture = Omit<LectureDraft, 'key' | 'lectureId'>;

let lastKey = 0;
const nextKey = (prefix: string) => `${prefix}-${++lastKey}`;

/** Appends a chapter; a blank name adds nothing (the same array comes back). */
export function addChapter(chapters: ChapterDraft[], title: string): ChapterDraft[] {
  const chapterTitle = title.trim();
  if (!chapterTitle) return chapters;
  return [...chapters, { key: nextKey('chapter'), chapterTitle, collapsed: false, lectures: [] }];
}

export function removeChapter(chapters: ChapterDraft[], chapterKey: string): ChapterDraft[] {
  return chapters.filter((chapter) => chapter.key !== chapterKey);
}

export function toggleChapter(chapters: ChapterDraft[], chapterKey: string): ChapterDraft[] {
  return chapters.map((chapter) =>
    chapter.key === chapterKey ? { ...chapter, collapsed: !chapter.collapsed } : chapter,
  );
}

export function addLecture(
  chapters: ChapterDraft[],
  chapterKey: string,
  lecture: NewLecture,
): ChapterDraft[] {
  return chapters.map((chapter) =>
    chapter.key === chapterKey
      ? { ...chapter, lectures: [...chapter.lectures, { ...lecture, key: nextKey('lecture') }] }
      : chapter,
  );
}

export function removeLecture(
  chapters: ChapterDraft[],
  chapterKey: string,
  lectureKey: string,
): ChapterDraft[] {
  return chapters.map((chapter) =>
    chapter.key === chapterKey
      ? { ...chapter, lectures: chapter.lectures.filter((lecture) => lecture.key !== lectureKey) }
      : chapter,
  );
}

/** Replaces a lecture's fields, keeping its key and server id (so learners keep their progress). */
export function updateLecture(
  chapters: ChapterDraft[],
  chapterKey: string,
  lectureKey: string,
  lecture: NewLecture,
): ChapterDraft[] {
  return chapters.map((chapter) =>
    chapter.key === chapterKey
      ? {
          ...chapter,
          lectures: chapter.lectures.map((current) =>
            current.key === lectureKey ? { ...current, ...lecture } : current,
          ),
        }
      : chapter,
  );
}

/**
 * `courseContent` for the API, in display order (the server numbers chapters and lectures by
 * position, from 1). Existing items carry their ids so they are kept.
 */
export function toChapterInputs(chapters: ChapterDraft[]): ChapterInput[] {
  return chapters.map((chapter) => ({
    ...(chapter.chapterId ? { chapterId: chapter.chapterId } : {}),
    chapterTitle: chapter.chapterTitle,
    chapterContent: chapter.lectures.map((lecture) => ({
      ...(lecture.lectureId ? { lectureId: lecture.lectureId } : {}),
      lectureTitle: lecture.lectureTitle,
      lectureDuration: lecture.lectureDuration,
      lectureUrl: lecture.lectureUrl.trim(),
      isPreviewFree: lecture.isPreviewFree,
    })),
  }));
}

/** A stored curriculum as drafts, sorted by chapterOrder and lectureOrder, all expanded. */
export function chaptersFromCourse(
  courseContent: EditableCourseFragment['courseContent'],
): ChapterDraft[] {
  return [...courseContent]
    .sort((a, b) => a.chapterOrder - b.chapterOrder)
    .map((chapter) => ({
      key: nextKey('chapter'),
      chapterId: chapter.chapterId,
      chapterTitle: chapter.chapterTitle,
      collapsed: false,
      lectures: [...chapter.chapterContent]
        .sort((a, b) => a.lectureOrder - b.lectureOrder)
        .map((lecture) => ({
          key: nextKey('lecture'),
          lectureId: lecture.lectureId,
          lectureTitle: lecture.lectureTitle,
          lectureDuration: lecture.lectureDuration,
          lectureUrl: lecture.lectureUrl ?? '',
          isPreviewFree: lecture.isPreviewFree,
        })),
    }));
}
