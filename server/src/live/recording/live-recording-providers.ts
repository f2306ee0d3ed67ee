import type { Provider } from '@nestjs/common';
import { RecordingAudience } from '../../courses/recording-audience';
import { VideoReadyListener } from '../../video/transcode/video-ready-listener';
import { LiveRecordingAudience } from './live-recording-audience';
import { LiveRecordingResolver } from './live-recording.resolver';
import { LiveRecordings } from './live-recordings.service';
import { RecordingReady } from './recording-ready';

/**
 * The ports courses and video reach recordings through (live.module.ts exports them: it is
 * global), since neither may import live (scripts/eslint/layers.mjs).
 */
export const LIVE_RECORDING_PORTS = [RecordingAudience, VideoReadyListener];

/** Recordings published as lectures (docs/live-sessions.md, "Recordings"). */
export const LIVE_RECORDING_PROVIDERS: Provider[] = [
  LiveRecordings,
  LiveRecordingResolver,
  LiveRecordingAudience,
  RecordingReady,
  { provide: RecordingAudience, useExisting: LiveRecordingAudience },
  { provide: VideoReadyListener, useExisting: RecordingReady },
];
