import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { Lecture } from '../../courses/lecture.entity';
import { Role, type User } from '../../users/user.entity';
import { HostedVideo, HostedVideoStatus } from '../hosted-video.entity';
import { VideoIngest } from '../transcode/video-ingest';
import { UploadStore } from './upload-store';
import { UploadLocker } from './upload-locker';
import { missingMediaTool, NO_MEDIA_TOOLS } from '../transcode/media-tools';
import { TusRefusal, uploaderOf } from './uploader-auth';

export const VIDEO_UPLOADS_PATH = '/api/video-uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Express request behind tus's web Request, where `handle` left the uploader. */
type UploadRequest = Request & { uploader?: User };
const uploaderIn = (req: globalThis.Request): User =>
  (req as unknown as { runtime: { node: { req: UploadRequest } } }).runtime.node.req.uploader!;

/**
 * tus 1.0 at /api/video-uploads: the upload id is the hosted video's id. The row is created with
 * the upload; the finished upload is probed and queued for transcoding (VideoIngest).
 */
@Injectable()
export class VideoUploads {
  private readonly logger = new Logger('VideoUploads');
  private readonly tus: Server;

  constructor(
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(UploadStore) private readonly store: UploadStore,
    @Inject(VideoIngest) private readonly ingest: VideoIngest,
  ) {
    this.tus = new Server({
      path: VIDEO_UPLOADS_PATH,
      datastore: store.datastore,
      locker: new UploadLocker(db),
      maxSize: config.video.maxUploadBytes,
      allowedOrigins: config.clientOrigins,
      respectForwardedHeaders: config.trustProxy.length > 0,
      disableTerminationForFinishedUploads: true,
      // The URL's id is the video's; the datastore may file it under a prefix (S3_PREFIX).
      namingFunction: () => store.storeId(randomUUID()),
      generateUrl: (_req, { proto, host, path, id }) =>
        `${config.publicUrl ?? `${proto}://${host}`}${path}/${store.videoIdOf(id)}`,
      getFileIdFromRequest: (_req, lastPath) =>
        lastPath && UUID.test(lastPath) ? store.storeId(lastPath) : undefined,
      onIncomingRequest: (req, id) => this.checkOwner(req, id),
      onUploadCreate: (req, upload) => this.create(req, upload),
      onUploadFinish: async (_req, upload) => {
        await this.ingest.uploadFinished(store.videoIdOf(upload.id));
        return {};
      },
      onResponseError: (_req, error) => {
        if ('status_code' in error) return undefined; // ours or tus's own: already short text
        this.logger.error(`Upload failed: ${error.stack ?? String(error)}`);
        return { status_code: 500, body: 'Something went wrong with that request\n' };
      },
    });
    // A cancelled upload leaves no row behind.
    this.tus.on(EVENTS.POST_TERMINATE, (_req, _res, id: string) => {
      void this.db
        .getRepository(HostedVideo)
        .delete({ id: store.videoIdOf(id), status: HostedVideoStatus.UPLOADING })
        .catch(() => undefined);
    });
  }

  /** The Express handler, mounted before the body parsers (bootstrap.ts). */
  handler() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path !== VIDEO_UPLOADS_PATH && !req.path.startsWith(`${VIDEO_UPLOADS_PATH}/`))
        return next();
      void this.serve(req as UploadRequest, res);
    };
  }

  private async serve(req: UploadRequest, res: Response) {
    try {
      if (req.method !== 'OPTIONS') req.uploader = await uploaderOf(req, res);
      await this.tus.handle(req, res);
    } catch (error) {
      // Express's own error page would show the stack outside production.
      const refusal =
        error instanceof TusRefusal
          ? error
          : new TusRefusal(500, 'Something went wrong with that request\n');
      if (!(error instanceof TusRefusal))
        this.logger.error(`Upload failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (res.headersSent) return void res.end();
      res.status(refusal.status_code).type('text/plain').setHeader('Tus-Resumable', '1.0.0');
      res.send(refusal.body);
    }
  }

  /** An existing upload is only its uploader's (or an admin's): anyone else finds nothing. */
  private async checkOwner(req: globalThis.Request, storeId: string) {
    if (req.method === 'POST' || req.method === 'OPTIONS') return;
    const user = uploaderIn(req);
    const id = this.store.videoIdOf(storeId ?? '');
    const video = UUID.test(id)
      ? await this.db.getRepository(HostedVideo).findOneBy({ uploadId: id })
      : null;
    if (!video || (video.uploaderId !== user.id && user.role !== Role.ADMIN))
      throw new TusRefusal(404, 'The file for this url was not found\n');
    if (req.method === 'HEAD' && video.status === HostedVideoStatus.UPLOADING)
      await this.finishIfWhole(storeId);
  }

  /**
   * A client resuming an upload whose bytes all arrived, though accepting it failed then (the
   * database was away, say), has it accepted now: no upload stays `uploading` once whole.
   */
  private async finishIfWhole(storeId: string) {
    const upload = await this.store.datastore.getUpload(storeId).catch(() => undefined);
    if (upload?.size !== undefined && upload.offset === upload.size)
      await this.ingest.uploadFinished(this.store.videoIdOf(storeId));
  }

  private async create(req: globalThis.Request, upload: Upload) {
    const user = uploaderIn(req);
    if (await missingMediaTool()) throw new TusRefusal(501, `${NO_MEDIA_TOOLS}\n`);
    if (upload.size === undefined) throw new TusRefusal(400, 'Upload-Length is required\n');
    const lectureId = upload.metadata?.lectureId || null;
    if (lectureId && !(await this.ownsLecture(user, lectureId)))
      throw new TusRefusal(403, 'You can only upload videos for lectures of your own courses.\n');
    const originalName = upload.metadata?.filename?.trim() || 'video';
    await this.ingest.created(this.store.videoIdOf(upload.id), {
      uploaderId: user.id,
      lectureId,
      originalName,
      sizeBytes: upload.size,
    });
    return {};
  }

  private async ownsLecture(user: User, lectureId: string): Promise<boolean> {
    if (!UUID.test(lectureId)) return false;
    const query = this.db
      .getRepository(Lecture)
      .createQueryBuilder('lecture')
      .innerJoin('lecture.chapter', 'chapter')
      .innerJoin('chapter.course', 'course')
      .where('lecture.id = :lectureId', { lectureId });
    if (user.role !== Role.ADMIN)
      query.andWhere('course.educatorId = :userId', { userId: user.id });
    return query.getExists();
  }
}
