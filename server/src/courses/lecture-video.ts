import type { EntityManager } from 'typeorm';
import { Lecture } from './lecture.entity';

/**
 * Inside `tx`: the lecture plays the hosted video `videoId` from now on, and its duration becomes
 * the video's in whole minutes (at least 1: the spec's minutes, and the table's check). Returns the
 * id of the video it played before (null when none or the same), or undefined when the lecture is
 * gone. The lecture row is locked, so two videos becoming ready at once switch in turn.
 */
export async function playHostedVideo(
  tx: EntityManager,
  lectureId: string,
  video: { id: string; durationSeconds: number | null },
): Promise<string | null | undefined> {
  const lectures = tx.getRepository(Lecture);
  const lecture = await lectures.findOne({
    where: { id: lectureId },
    lock: { mode: 'pessimistic_write' },
  });
  if (!lecture) return undefined;
  const minutes = Math.max(1, Math.ceil((video.durationSeconds ?? 0) / 60));
  await lectures.update(lecture.id, { videoId: video.id, lectureDuration: minutes });
  return lecture.videoId === video.id ? null : lecture.videoId;
}
