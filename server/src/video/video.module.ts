import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HostedVideo } from './hosted-video.entity';
import { LectureCaption } from './lecture-caption.entity';
import { videoStorageProvider } from './storage/video-storage.provider';
import { TranscodeWorker } from './transcode/transcode.worker';
import { VideoIngest } from './transcode/video-ingest';
import { AbandonedUploads } from './upload/abandoned-uploads';
import { UploadLock } from './upload/upload-lock.entity';
import { UploadStore } from './upload/upload-store';
import { VideoUploads } from './upload/video-uploads';
import { LectureVideoPort } from '../courses/authoring/lecture-video-port';
import { CoursesModule } from '../courses/courses.module';
import { LectureCaptions } from './captions/lecture-captions.service';
import { HostedVideoResolver } from './graphql/hosted-video.resolver';
import { UploadLimitsResolver } from './graphql/upload-limits.resolver';
import { LectureVideoResolver } from './graphql/lecture-video.resolver';
import { VideoLoaders } from './graphql/video.loaders';
import { LectureVideos } from './playback/lecture-videos';
import { PlaybackController } from './playback/playback.controller';
import { PlaybackUrls, signerProvider } from './playback/playback-urls';
import { VideoAccess } from './playback/video-access';
import { ViewerBinding } from './playback/viewer-binding';

/** Playback and captions (docs/video.md, "Playback and access"): signed serving, GraphQL. */
const PLAYBACK = [
  signerProvider,
  PlaybackUrls,
  ViewerBinding,
  VideoAccess,
  LectureVideos,
  { provide: LectureVideoPort, useExisting: LectureVideos },
  LectureCaptions,
  VideoLoaders,
  LectureVideoResolver,
  HostedVideoResolver,
  UploadLimitsResolver,
];

/**
 * Hosted video (issue 38): tus uploads, the transcode worker, storage, playback and captions.
 * Global for the port course authoring calls (courses/authoring/lecture-video-port.ts), which
 * courses may not import from here.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([HostedVideo, LectureCaption, UploadLock]), CoursesModule],
  providers: [
    videoStorageProvider,
    UploadStore,
    AbandonedUploads,
    VideoIngest,
    VideoUploads,
    TranscodeWorker,
    ...PLAYBACK,
  ],
  controllers: [PlaybackController],
  exports: [
    videoStorageProvider,
    VideoIngest,
    VideoUploads,
    LectureVideos,
    LectureVideoPort,
    LectureCaptions,
  ],
})
export class VideoModule {}
