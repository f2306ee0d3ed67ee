import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { parseLocale } from '../../../../shared/locale';
import { HostedVideo } from '../hosted-video.entity';
import { LectureCaption } from '../lecture-caption.entity';
import { VideoStorage, videoPrefix } from '../storage/video-storage';
import { PlaybackSigner, type Signature } from './playback-signer';
import { masterFor, variantFor } from './playlists';
import { VideoAccess, type ServedVideo } from './video-access';

const EXPIRED = 'This video link has expired or is not valid. Reload the lecture to watch it.';
const NO_ACCESS = 'You do not have access to this lecture.';
const NOT_FOUND = 'Video not found';

const PLAYLIST = 'application/vnd.apple.mpegurl';
const SEGMENT = /^[A-Za-z0-9_-]{1,40}\.(ts|m4s|aac)$/;
const SEGMENT_TYPES: Record<string, string> = {
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  aac: 'audio/aac',
};
const RENDITION = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * Hosted video's files, each URL signed for one viewer (playback-signer.ts). The master
 * playlist, the key and captions also ask, at every request, whether that viewer is still signed in
 * and may still watch (video-access.ts): a refund or a revoked session ends playback at the next
 * key request. Refusals are 403 with the REST API's `{ success: false, message }`.
 */
@Controller('api/videos/:videoId')
export class PlaybackController {
  constructor(
    @Inject(PlaybackSigner) private readonly signer: PlaybackSigner,
    @Inject(VideoAccess) private readonly access: VideoAccess,
    @Inject(VideoStorage) private readonly storage: VideoStorage,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get('master.m3u8')
  async master(@Param('videoId') videoId: string, @Req() req: Request, @Res() res: Response) {
    const signature = this.signer.verify(videoId, 'master.m3u8', req.query);
    if (!signature) return refuse(res, 403, EXPIRED);
    const video = await this.access.watchable(videoId, signature);
    if (!video) return refuse(res, 403, NO_ACCESS);
    const stored = await this.stored(`${video.storagePrefix}master.m3u8`);
    if (stored === null) return refuse(res, 404, NOT_FOUND);
    sendPlaylist(
      res,
      masterFor(stored, (path) =>
        this.isRendition(video, path)
          ? `${path}?${this.signer.query(videoId, path, signature)}`
          : path,
      ),
    );
  }

  @Get('key')
  async key(@Param('videoId') videoId: string, @Req() req: Request, @Res() res: Response) {
    const signature = this.signer.verify(videoId, 'key', req.query);
    if (!signature) return refuse(res, 403, EXPIRED);
    const video = await this.access.watchable(videoId, signature);
    if (!video) return refuse(res, 403, NO_ACCESS);
    const row = await this.db
      .getRepository(HostedVideo)
      .createQueryBuilder('v')
      .select('v.encryption_key', 'key')
      .where('v.id = :videoId', { videoId })
      .getRawOne<{ key: Buffer | null }>();
    if (!row?.key || row.key.length !== 16) return refuse(res, 404, NOT_FOUND);
    res
      .status(200)
      .set({ 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store, private' })
      .send(row.key);
  }

  @Get('poster.jpg')
  async poster(@Param('videoId') videoId: string, @Res() res: Response) {
    const video = await this.access.ready(videoId);
    if (!video) return refuse(res, 404, NOT_FOUND);
    // A still, like a course thumbnail: any origin may embed it (an integrator's catalog page).
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    this.sendFile(res, `${video.storagePrefix}poster.jpg`, 'image/jpeg', 'public, max-age=86400');
  }

  @Get('captions/:file')
  async captions(
    @Param('videoId') videoId: string,
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const signature = this.signer.verify(videoId, `captions/${file}`, req.query);
    if (!signature) return refuse(res, 403, EXPIRED);
    const language = /^([a-z]{2})\.vtt$/.exec(file)?.[1];
    if (!language || parseLocale(language) !== language) return refuse(res, 404, NOT_FOUND);
    const video = await this.access.watchable(videoId, signature);
    if (!video?.lectureId) return refuse(res, 403, NO_ACCESS);
    const caption = await this.db
      .getRepository(LectureCaption)
      .findOne({ where: { lectureId: video.lectureId, language }, select: { vtt: true } });
    if (!caption) return refuse(res, 404, 'No captions in this language');
    res
      .status(200)
      .set({ 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'private, no-store' })
      .send(caption.vtt);
  }

  /** A variant playlist: its key line and segments rewritten for the viewer of its signature. */
  @Get(':rendition/index.m3u8')
  async variant(
    @Param('videoId') videoId: string,
    @Param('rendition') rendition: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const path = `${rendition}/index.m3u8`;
    const signature = this.signer.verify(videoId, path, req.query);
    if (!signature) return refuse(res, 403, EXPIRED);
    const video = await this.access.ready(videoId);
    if (!video || !this.isRendition(video, path)) return refuse(res, 404, NOT_FOUND);
    const stored = await this.stored(`${video.storagePrefix}${path}`);
    if (stored === null) return refuse(res, 404, NOT_FOUND);
    sendPlaylist(
      res,
      variantFor(stored, rendition, {
        // Relative to the playlist (`/api/videos/<id>/<rendition>/`): whatever origin served it.
        key: `../key?${this.signer.query(videoId, 'key', signature)}`,
        segment: (segment) => this.segmentUrl(video, segment, signature),
      }),
    );
  }

  /** Encrypted segments: the signature alone lets them out, as their S3 URLs would. */
  @Get(':rendition/:segment')
  segment(
    @Param('videoId') videoId: string,
    @Param('rendition') rendition: string,
    @Param('segment') segment: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const path = `${rendition}/${segment}`;
    if (!this.signer.verify(videoId, path, req.query)) return refuse(res, 403, EXPIRED);
    if (!RENDITION.test(rendition) || !SEGMENT.test(segment)) return refuse(res, 404, NOT_FOUND);
    const cached = `private, max-age=${this.secondsLeft(req)}`;
    // Every transcode writes under `videoPrefix`: no query for the row, whatever the number of segments.
    const type = SEGMENT_TYPES[segment.slice(segment.lastIndexOf('.') + 1)];
    this.sendFile(res, `${videoPrefix(videoId)}${path}`, type, cached);
  }

  /** A stored playlist's text, or null when it is missing (a video removed meanwhile). */
  private async stored(key: string): Promise<string | null> {
    try {
      return (await this.storage.read(key)).toString('utf8');
    } catch {
      return null;
    }
  }

  private isRendition(video: ServedVideo, path: string) {
    return video.renditions.some((r) => r.playlist === path);
  }

  private segmentUrl(video: ServedVideo, path: string, signature: Signature) {
    const [, name] = path.split('/');
    return (
      this.storage.publicUrl(`${video.storagePrefix}${path}`) ??
      `${name}?${this.signer.query(video.id, path, signature)}`
    );
  }

  private secondsLeft(req: Request) {
    return Math.max(0, Number(req.query.e) - Math.floor(Date.now() / 1000));
  }

  /** Streams a stored file; a missing one is a 404, not a broken response. */
  private sendFile(res: Response, key: string, contentType: string, cacheControl: string) {
    const stream = this.storage.stream(key);
    stream.once('error', () => {
      if (!res.headersSent) refuse(res, 404, NOT_FOUND);
      else res.destroy();
    });
    res.status(200).set({ 'Content-Type': contentType, 'Cache-Control': cacheControl });
    stream.pipe(res);
  }
}

function sendPlaylist(res: Response, playlist: string) {
  res
    .status(200)
    .set({ 'Content-Type': PLAYLIST, 'Cache-Control': 'private, no-store' })
    .send(playlist);
}

function refuse(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').json({ success: false, message });
}
