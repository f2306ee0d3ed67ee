import { Inject, Injectable, type Provider } from '@nestjs/common';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { PlaybackSigner, type Viewer } from './playback-signer';

export const signerProvider: Provider = {
  provide: PlaybackSigner,
  inject: [RUNTIME_CONFIG],
  useFactory: (config: RuntimeConfig) => new PlaybackSigner(config.jwtSecret),
};

/** Where a video's files are served: `/api/videos/<id>/<path>` (playback.controller.ts). */
export const videoPath = (videoId: string, path: string) => `/api/videos/${videoId}/${path}`;

/** The signed URLs GraphQL hands a viewer, each valid for VIDEO_URL_TTL_SECONDS. */
@Injectable()
export class PlaybackUrls {
  private readonly ttlSeconds: number;

  constructor(
    @Inject(PlaybackSigner) private readonly signer: PlaybackSigner,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.ttlSeconds = config.video.urlTtlSeconds;
  }

  /** `base` + the file's path, signed for `viewer` until an expiry `ttlSeconds` from now. */
  signed(base: string, videoId: string, path: string, viewer: Viewer): string {
    const expires = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const query = this.signer.query(videoId, path, { ...viewer, expires });
    return `${base}${videoPath(videoId, path)}?${query}`;
  }

  master(base: string, videoId: string, viewer: Viewer): string {
    return this.signed(base, videoId, 'master.m3u8', viewer);
  }

  captions(base: string, videoId: string, language: string, viewer: Viewer): string {
    return this.signed(base, videoId, `captions/${language}.vtt`, viewer);
  }

  /** Not signed: a still is shown beside a locked lecture as a thumbnail is. */
  poster(base: string, videoId: string): string {
    return `${base}${videoPath(videoId, 'poster.jpg')}`;
  }
}
