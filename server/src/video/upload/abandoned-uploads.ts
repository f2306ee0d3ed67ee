import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { JobQueue } from '../../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { HostedVideo, HostedVideoStatus } from '../hosted-video.entity';
import { UploadLock } from './upload-lock.entity';
import { UploadStore } from './upload-store';

/** How long an unfinished upload waits to be resumed before its bytes and its row are dropped. */
export const ABANDONED_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;
/** Uploads dropped per run: an hourly job keeps up with any real backlog. */
const PER_RUN = 500;

export const SWEEP_ABANDONED_UPLOADS = 'sweep-abandoned-uploads';

/**
 * Uploads nobody finished (a tab closed for good, a phone that never came back) would keep their
 * bytes on disk or in the bucket, and an `uploading` row, for ever. Every hour, those older than
 * ABANDONED_AFTER_DAYS go: a client resuming one later finds nothing (404) and starts again.
 */
@Injectable()
export class AbandonedUploads implements OnModuleInit {
  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(UploadStore) private readonly store: UploadStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.queue(SWEEP_ABANDONED_UPLOADS, {
      retryLimit: 2,
      retryDelaySeconds: 300,
      expireSeconds: 3600,
    });
    // Run where the transcodes run: those processes hold the upload store's bytes too.
    if (!this.config.video.transcodeInProcess) return;
    await this.jobs.work(SWEEP_ABANDONED_UPLOADS, async () => {
      await this.sweep();
    });
    if (this.config.jobs.scheduled) await this.jobs.every(SWEEP_ABANDONED_UPLOADS, '17 * * * *');
  }

  /** Drops the uploads still unfinished ABANDONED_AFTER_DAYS before `now`; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const videos = this.db.getRepository(HostedVideo);
    const abandoned = await videos.find({
      where: {
        status: HostedVideoStatus.UPLOADING,
        createdAt: LessThan(new Date(now.getTime() - ABANDONED_AFTER_DAYS * DAY_MS)),
      },
      select: { id: true, uploadId: true },
      take: PER_RUN,
    });
    for (const video of abandoned) {
      // The row last: a run cut short finds the rest next time.
      await this.store.remove(video.uploadId ?? video.id);
      await videos.delete({ id: video.id, status: HostedVideoStatus.UPLOADING });
    }
    // Leases their holders never gave back (an instance killed mid-request).
    await this.db
      .getRepository(UploadLock)
      .delete({ expiresAt: LessThan(new Date(now.getTime() - DAY_MS)) });
    return abandoned.length;
  }
}
