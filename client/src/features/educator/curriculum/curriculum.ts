import type { EditableCourseFragment } from '../educator.generated';
import type { ChapterInput } from '../../../generated/types';

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
  /** A hosted video instead of the link: the newest upload (it plays once ready). */
  videoId?: string;
  /** The ready hosted video the lecture plays now, while a newer one is processed. */
  playingVideoId?: string;
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

/** Renames a chapter, keeping its key and server id; a blank name changes nothing. */
export function renameChapter(
  chapters: ChapterDraft[],
  chapterKey: string,
  title: string,
): ChapterDraft[] {
  const chapterTitle = title.trim();
  if (!chapterTitle) return chapters;
  return chapters.map((chapter) =>
    chapter.key === chapterKey ? { ...chapter, chapterTitle } : chapter,
  );
}

/** Up (-1) or down (+1) one place. */
export type Direction = -1 | 1;

/** `items` with the one keyed `key` moved one place; the same array when it is at that end. */
function moved<T extends { key: string }>(items: T[], key: string, direction: Direction): T[] {
  const from = items.findIndex((item) => item.key === key);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Moves a chapter one place up or down (its lectures and ids go with it). */
export function moveChapter(
  chapters: ChapterDraft[],
  chapterKey: string,
  direction: Direction,
): ChapterDraft[] {
  return moved(chapters, chapterKey, direction);
}

/** Moves a lecture one place up or down within its chapter. */
export function moveLecture(
  chapters: ChapterDraft[],
  chapterKey: string,
  lectureKey: string,
  direction: Direction,
): ChapterDraft[] {
  const chapter = chapters.find((c) => c.key === chapterKey);
  if (!chapter) return chapters;
  const lectures = moved(chapter.lectures, lectureKey, direction);
  if (lectures === chapter.lectures) return chapters;
  return chapters.map((c) => (c === chapter ? { ...chapter, lectures } : c));
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
      // A saved lecture's upload was attached as it began (attachLectureVideo), and sending
      // neither field keeps it; a new lecture names its upload here.
      ...(lecture.videoId
        ? lecture.lectureId
          ? {}
          : { videoId: lecture.videoId }
        : { lectureUrl: lecture.lectureUrl.trim() }),
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
        .map((lecture) => {
          const videoId = lecture.pendingVideo?.id ?? lecture.video?.id;
          const playing = lecture.video?.status === 'READY' ? lecture.video.id : undefined;
          return {
            key: nextKey('lecture'),
            lectureId: lecture.lectureId,
            lectureTitle: lecture.lectureTitle,
            lectureDuration: lecture.lectureDuration,
            // A hosted lecture's link is the product's own watch page, not something to edit.
            lectureUrl: videoId ? '' : (lecture.lectureUrl ?? ''),
            isPreviewFree: lecture.isPreviewFree,
            ...(videoId ? { videoId } : {}),
            ...(playing ? { playingVideoId: playing } : {}),
          };
        }),
    }));
}
