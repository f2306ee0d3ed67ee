import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { VideoReadyListener } from '../../video/transcode/video-ready-listener';
import { LiveNotices } from '../invites/live-notices';
import { LiveOccurrence } from '../live-occurrence.entity';
import { LiveSession } from '../live-session.entity';

/**
 * A transcode finished: when its lecture is a meeting's recording, the lecture is playable now,
 * and `live_session.recording_ready` is recorded in the same transaction (no one has to touch it).
 */
@Injectable()
export class RecordingReady extends VideoReadyListener {
  constructor(@Inject(LiveNotices) private readonly notices: LiveNotices) {
    super();
  }

  async ready(tx: EntityManager, video: { id: string; lectureId: string }): Promise<void> {
    const occurrences = await tx
      .getRepository(LiveOccurrence)
      .findBy({ recordingLectureId: video.lectureId });
    for (const occurrence of occurrences) {
      const session = await tx
        .getRepository(LiveSession)
        .findOneByOrFail({ id: occurrence.liveSessionId });
      await this.notices.recordingReady(tx, session, occurrence, video.lectureId);
    }
  }
}
