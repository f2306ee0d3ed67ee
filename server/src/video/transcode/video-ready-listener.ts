import type { EntityManager } from 'typeorm';

/**
 * Told inside the transaction that marks a transcoded video ready and has its lecture play it:
 * a later feature binds it (live/recording/ records `live_session.recording_ready` for a live
 * session's recording), so video never imports it. Without a binding nothing is told.
 */
export abstract class VideoReadyListener {
  abstract ready(tx: EntityManager, video: { id: string; lectureId: string }): Promise<void>;
}
