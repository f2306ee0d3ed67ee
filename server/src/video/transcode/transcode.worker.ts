import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { transcodeBudgetSeconds } from '../../config/video-config';
import { HostedVideo, HostedVideoStatus, type Rendition } from '../hosted-video.entity';
import { VideoStorage, videoPrefix } from '../storage/video-storage';
import { UploadStore } from '../upload/upload-store';
import { finishMasterPlaylist } from './hls-output';
import { hlsArgs, posterArgs } from './ladder';
import { missingMediaTool } from './media-tools';
import { probeMedia } from './probe';
import { FfmpegFailure, runFfmpeg } from './run-ffmpeg';
import { TRANSCODE_GAVE_UP, TRANSCODE_VIDEO, VideoIngest } from './video-ingest';
import { VideoReadyListener } from './video-ready-listener';

type TranscodeJob = PgBoss.JobWithMetadata<{ videoId: string }>;

/** The dead-letter queue's own budget: marking a row failed is quick. */
const GAVE_UP_QUEUE = { retryLimit: 3, retryDelaySeconds: 30, expireSeconds: 300 };

const NOT_TRANSCODED = 'The video could not be transcoded';
/** Why a video failed whose last try's worker died (or was stopped) before it finished. */
export const WORKER_STOPPED = `${NOT_TRANSCODED}: the transcoding stopped before it finished. Please upload it again.`;

/** Why a video failed after its last try threw `error`: ffmpeg's last line when it said one. */
function failureReason(error: unknown): string {
  return error instanceof FfmpegFailure
    ? `${NOT_TRANSCODED}: ${error.message}`
    : `${NOT_TRANSCODED}.`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};

/** Progress while ffmpeg runs; the last points are storing the output. */
const ENCODING_SHARE = 95;

/**
 * Transcodes processing videos to encrypted HLS, one at a time per process, ffmpeg at low
 * priority. A throw is retried by the queue (the row stays processing); the last failure marks
 * the row failed with ffmpeg's reason.
 */
@Injectable()
export class TranscodeWorker implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Transcode');
  /** Aborted at shutdown: ffmpeg is stopped with the process, its job retried elsewhere. */
  private readonly stopping = new AbortController();

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(UploadStore) private readonly uploads: UploadStore,
    @Inject(VideoStorage) private readonly storage: VideoStorage,
    @Inject(VideoIngest) private readonly ingest: VideoIngest,
    @Optional()
    @Inject(VideoReadyListener)
    private readonly listener: VideoReadyListener | null = null,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(TRANSCODE_GAVE_UP, GAVE_UP_QUEUE);
    await this.jobs.queue(TRANSCODE_VIDEO, {
      ...this.config.video.transcode,
      deadLetter: TRANSCODE_GAVE_UP,
    });
    if (!this.config.video.transcodeInProcess) return;
    const missing = await missingMediaTool();
    // Without it every job would fail: they wait for an instance (or `npm run worker`) that has it.
    if (missing)
      return this.logger.warn(
        `${missing} is not installed: video uploads are refused and this process transcodes nothing (apt-get install -y ffmpeg)`,
      );
    await this.jobs.work<{ videoId: string }>(TRANSCODE_VIDEO, (job) => this.run(job));
    await this.jobs.work<{ videoId: string }>(TRANSCODE_GAVE_UP, (job) => this.gaveUp(job));
  }

  beforeApplicationShutdown() {
    this.stopping.abort();
  }

  private async run(job: TranscodeJob): Promise<void> {
    const video = await this.db
      .getRepository(HostedVideo)
      .findOneBy({ id: job.data.videoId, status: HostedVideoStatus.PROCESSING });
    if (!video?.uploadId) return; // deleted meanwhile, or done by an earlier attempt
    try {
      await this.transcode(video);
    } catch (error) {
      // Stopped by a shutdown: not the video's fault, so it is retried whatever the count.
      if (this.stopping.signal.aborted) throw error;
      const lastTry = job.retryCount >= job.retryLimit;
      this.logger.warn(`Video ${video.id}, try ${job.retryCount + 1}: ${String(error)}`);
      if (lastTry) await this.fail(video, failureReason(error));
      throw error;
    }
  }

  /**
   * A job that failed for good. A last try that threw has already failed its video (`run`); one
   * whose worker died, and that expired, has not: its video would stay processing for ever.
   */
  private async gaveUp(job: TranscodeJob): Promise<void> {
    const video = await this.db
      .getRepository(HostedVideo)
      .findOneBy({ id: job.data.videoId, status: HostedVideoStatus.PROCESSING });
    if (video?.uploadId) await this.fail(video, WORKER_STOPPED);
  }

  private async transcode(video: HostedVideo): Promise<void> {
    const local = await this.uploads.localCopy(video.uploadId!);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'transcode-')).catch(async (error) => {
      await local.release();
      throw error;
    });
    try {
      const media = await probeMedia(local.file);
      if (!media) throw new FfmpegFailure('The uploaded file can no longer be read.');
      const key = randomBytes(16);
      const keyFile = path.join(work, 'key.bin');
      const keyInfo = path.join(work, 'key.info');
      await fs.writeFile(keyFile, key);
      // The URI is the literal `key`: the playback side rewrites it per viewer.
      await fs.writeFile(keyInfo, `key\n${keyFile}\n${randomBytes(16).toString('hex')}\n`);
      const out = path.join(work, 'hls');
      await fs.mkdir(out);
      const { args, rungs } = hlsArgs(local.file, media, out, keyInfo);
      const budget = transcodeBudgetSeconds(media.durationSeconds, this.config.video.transcode);
      const timeoutMs = Math.max(30_000, (budget - 60) * 1000);
      const signal = this.stopping.signal;
      await runFfmpeg(args, {
        durationSeconds: media.durationSeconds,
        timeoutMs,
        signal,
        onProgress: (fraction) => void this.reportProgress(video.id, fraction),
      });
      if (media.hasVideo)
        await runFfmpeg(posterArgs(local.file, media, path.join(out, 'poster.jpg')), {
          timeoutMs,
          signal,
        });
      const heights = new Map(rungs.map((r) => [r.name, r.height]));
      const renditions = await finishMasterPlaylist(out, heights);
      await this.store(video.id, out);
      await this.ready(video.id, media.durationSeconds, renditions, key);
      await this.uploads.remove(video.uploadId!);
    } finally {
      await local.release();
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  private async reportProgress(videoId: string, fraction: number) {
    await this.db
      .getRepository(HostedVideo)
      .update(
        { id: videoId, status: HostedVideoStatus.PROCESSING },
        { progress: Math.floor(fraction * ENCODING_SHARE) },
      )
      .catch(() => undefined);
  }

  /** Every file under `out` to `videos/<id>/`, replacing what an earlier attempt left. */
  private async store(videoId: string, out: string) {
    const prefix = videoPrefix(videoId);
    await this.storage.removePrefix(prefix);
    const files = (await fs.readdir(out, { recursive: true, withFileTypes: true })).filter((f) =>
      f.isFile(),
    );
    // Segments first, the playlists that name them last.
    files.sort((a, b) => Number(a.name.endsWith('.m3u8')) - Number(b.name.endsWith('.m3u8')));
    for (const file of files) {
      const full = path.join(file.parentPath, file.name);
      const key = prefix + path.relative(out, full).split(path.sep).join('/');
      const type = CONTENT_TYPES[path.extname(file.name)] ?? 'application/octet-stream';
      await this.storage.put(key, full, type);
    }
  }

  /** Ready, with its key; its lecture plays it now, and the one it played before is removed. */
  private async ready(videoId: string, seconds: number, renditions: Rendition[], key: Buffer) {
    const replaced = await this.db.transaction(async (tx) => {
      const videos = tx.getRepository(HostedVideo);
      const video = await videos.findOne({
        where: { id: videoId },
        lock: { mode: 'pessimistic_write' },
      });
      if (video?.status !== HostedVideoStatus.PROCESSING) return null;
      Object.assign(video, {
        status: HostedVideoStatus.READY,
        renditions,
        durationSeconds: seconds,
        storagePrefix: videoPrefix(videoId),
        readyAt: new Date(),
        progress: 100,
      });
      await videos.update(videoId, {
        status: video.status,
        renditions,
        durationSeconds: seconds,
        storagePrefix: video.storagePrefix,
        readyAt: video.readyAt,
        progress: 100,
        encryptionKey: key,
      });
      const replaced = await this.ingest.promote(tx, video);
      if (video.lectureId)
        await this.listener?.ready(tx, { id: videoId, lectureId: video.lectureId });
      return replaced;
    });
    await this.ingest.removeStored(replaced);
  }

  private async fail(video: HostedVideo, reason: string) {
    await this.db
      .getRepository(HostedVideo)
      .update(
        { id: video.id, status: HostedVideoStatus.PROCESSING },
        { status: HostedVideoStatus.FAILED, failureReason: reason },
      );
    await this.uploads.remove(video.uploadId!);
  }
}
