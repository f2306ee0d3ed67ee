import type { EntityManager } from 'typeorm';
import { Chapter } from './chapter.entity';
import { Course } from './course.entity';
import { Lecture } from './lecture.entity';

/** The chapter a course's live session recordings are published in (made last when missing). */
export const LIVE_SESSIONS_CHAPTER = 'Live sessions';

export interface RecordingLecture {
  courseId: string;
  liveSessionId: string;
  title: string;
  /** The session's agenda, shown under the video. */
  description: string;
  /** Until its video is ready and gives the real length (lecture-video.ts). */
  minutes: number;
}

/**
 * Inside `tx`, for live/ (which may not write lectures): a new hosted lecture (no link; it plays
 * its upload once ready) at the end of the course's "Live sessions" chapter, that chapter made as
 * the last one when the course has none. The course row is locked first, as a course edit locks
 * it, so two recordings attached at once do not both make the chapter, and an edit that rewrites
 * the curriculum runs before or after, not between. Returns the lecture's id.
 */
export async function addRecordingLecture(tx: EntityManager, lecture: RecordingLecture) {
  await tx.getRepository(Course).findOneOrFail({
    where: { id: lecture.courseId },
    select: { id: true },
    lock: { mode: 'for_no_key_update' },
  });
  const chapters = tx.getRepository(Chapter);
  const chapter =
    (await chapters.findOne({
      where: { courseId: lecture.courseId, chapterTitle: LIVE_SESSIONS_CHAPTER },
      order: { chapterOrder: 'DESC' },
    })) ??
    (await chapters.save({
      courseId: lecture.courseId,
      chapterTitle: LIVE_SESSIONS_CHAPTER,
      chapterOrder:
        ((await chapters.maximum('chapterOrder', { courseId: lecture.courseId })) ?? 0) + 1,
    }));
  const lectures = tx.getRepository(Lecture);
  const saved = await lectures.save({
    chapterId: chapter.id,
    lectureTitle: lecture.title,
    lectureDuration: Math.max(1, lecture.minutes),
    lectureUrl: '',
    isPreviewFree: false,
    lectureOrder: ((await lectures.maximum('lectureOrder', { chapterId: chapter.id })) ?? 0) + 1,
    description: lecture.description,
    liveSessionId: lecture.liveSessionId,
  });
  return saved.id;
}
