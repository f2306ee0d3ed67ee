import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { transcodeBudgetSeconds } from '../../config/video-config';
import { playHostedVideo } from '../../courses/lecture-video';
import { HostedVideo, HostedVideoStatus } from '../hosted-video.entity';
import { VideoStorage, videoPrefix } from '../storage/video-storage';
import { UploadStore } from '../upload/upload-store';
import { probeMedia, refusal } from './probe';

/** The transcode job's queue; its data is `{ videoId }`. */
export const TRANSCODE_VIDEO = 'transcode-video';
/** Its dead letters: a transcode job that failed for good, by error or by its worker dying. */
export const TRANSCODE_GAVE_UP = 'transcode-video-gave-up';

export interface NewVideo {
  uploaderId: string;
  /** Must be a lecture of a course the uploader owns (the caller checks). */
  lectureId?: string | null;
  originalName: string;
}

/**
 * One rule for every way a video arrives (a tus upload, the demo seed): a row while it uploads,
 * then ffprobe decides whether it is a video we take, and a transcode job is queued in the same
 * transaction that marks it processing. A ready video attached to a lecture becomes what the
 * lecture plays (`promote`).
 */
@Injectable()
export class VideoIngest {
  private readonly logger = new Logger('VideoIngest');

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(UploadStore) private readonly uploads: UploadStore,
    @Inject(VideoStorage) private readonly storage: VideoStorage,
  ) {}

  /** The row of an upload just created (its id is the upload's). */
  async created(id: string, video: NewVideo & { sizeBytes: number }): Promise<void> {
    await this.db.getRepository(HostedVideo).insert({
      id,
      uploadId: id,
      uploaderId: video.uploaderId,
      lectureId: video.lectureId ?? null,
      originalName: video.originalName.slice(0, 255),
      sizeBytes: String(video.sizeBytes),
      status: HostedVideoStatus.UPLOADING,
    });
  }

  /**
   * An upload received whole: failed with a reason an educator can act on, or processing with
   * its transcode queued. Returns the status it ends in.
   */
  async uploadFinished(id: string): Promise<HostedVideoStatus> {
    const videos = this.db.getRepository(HostedVideo);
    const video = await videos.findOneBy({ id });
    if (!video?.uploadId || video.status !== HostedVideoStatus.UPLOADING)
      return video?.status ?? HostedVideoStatus.FAILED;
    const local = await this.uploads.localCopy(video.uploadId);
    const media = await probeMedia(local.file).finally(() => local.release());
    const reason = refusal(media, this.config.video.maxSeconds);
    if (reason) {
      await videos.update(
        { id, status: HostedVideoStatus.UPLOADING },
        { status: HostedVideoStatus.FAILED, failureReason: reason },
      );
      await this.uploads.remove(video.uploadId);
      return HostedVideoStatus.FAILED;
    }
    await this.db.transaction(async (tx) => {
      const moved = await tx
        .getRepository(HostedVideo)
        .update(
          { id, status: HostedVideoStatus.UPLOADING },
          { status: HostedVideoStatus.PROCESSING, durationSeconds: media!.durationSeconds },
        );
      if (moved.affected)
        await this.jobs.sendAll(tx, TRANSCODE_VIDEO, [{ videoId: id }], {
          expireInSeconds: transcodeBudgetSeconds(
            media!.durationSeconds,
            this.config.video.transcode,
          ),
        });
    });
    return HostedVideoStatus.PROCESSING;
  }

  /**
   * A video from a file on this machine (the demo seed's clips), taken exactly as a finished
   * upload is. Returns the new video's id.
   */
  async fromFile(file: string, video: Partial<NewVideo> & { uploaderId: string }): Promise<string> {
    const id = randomUUID();
    const originalName = video.originalName ?? path.basename(file);
    const sizeBytes = await this.uploads.importFile(id, file, { filename: originalName });
    await this.created(id, { ...video, originalName, sizeBytes });
    await this.uploadFinished(id);
    return id;
  }

  /**
   * For a video just attached to its lecture (`hosted_videos.lecture_id` set): when it is ready
   * already, the lecture plays it from now on. Does nothing for a video still on its way (the
   * worker promotes it when ready) or one without a lecture.
   */
  async promoteIfReady(videoId: string): Promise<boolean> {
    const replaced = await this.db.transaction(async (tx) => {
      const video = await tx
        .getRepository(HostedVideo)
        .findOne({ where: { id: videoId }, lock: { mode: 'pessimistic_write' } });
      if (video?.status !== HostedVideoStatus.READY || !video.lectureId) return undefined;
      return this.promote(tx, video);
    });
    if (replaced === undefined) return false;
    await this.removeStored(replaced);
    return true;
  }

  /**
   * Inside `tx`: the lecture of `video` (ready) plays it, its duration in whole minutes (at
   * least 1), and the video it played before is deleted. Returns that one's id, whose stored
   * files the caller removes after commit (`removeStored`); null when there was none.
   */
  async promote(tx: EntityManager, video: HostedVideo): Promise<string | null> {
    if (!video.lectureId) return null;
    const previous = await playHostedVideo(tx, video.lectureId, video);
    if (!previous) return null;
    await tx.getRepository(HostedVideo).delete({ id: previous });
    return previous;
  }

  /** Deletes a removed video's HLS output; a failure only leaves files behind, so it is logged. */
  async removeStored(videoId: string | null): Promise<void> {
    if (!videoId) return;
    await this.storage.removePrefix(videoPrefix(videoId)).catch((error: unknown) => {
      this.logger.warn(`Could not delete the files of video ${videoId}: ${String(error)}`);
    });
  }
}
