import type { EntityManager } from 'typeorm';
import { Checker } from '../../common/validation';

/**
 * A course is published only when every lecture plays: a hosted lecture whose video is not ready
 * yet (still uploading, processing, or failed) keeps it a draft. Saving it is fine; an already
 * published course that gains such a lecture shows it without a video until it is ready.
 */
export async function requirePlayableLectures(tx: EntityManager, courseId: string): Promise<void> {
  const waiting = await tx.query<{ chapter: number; lecture: number }[]>(
    `SELECT c.chapter_order AS chapter, l.lecture_order AS lecture
       FROM lectures l JOIN chapters c ON c.id = l.chapter_id
      WHERE c.course_id = $1 AND l.video_id IS NULL AND l.lecture_url = ''
      ORDER BY c.chapter_order, l.lecture_order`,
    [courseId],
  );
  const check = new Checker();
  for (const { chapter, lecture } of waiting)
    check.fail(
      `courseContent[${chapter - 1}].chapterContent[${lecture - 1}].videoId`,
      `Lecture ${chapter}.${lecture} has no ready video yet: publish the course once its video is ready, or save it as a draft`,
      'NOT_READY',
    );
  check.done();
}
