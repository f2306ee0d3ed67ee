import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { HostedVideoStatus } from '../hosted-video.entity';

registerEnumType(HostedVideoStatus, {
  name: 'HostedVideoStatus',
  description: 'Where an uploaded video is on its way to playing.',
  valuesMap: {
    UPLOADING: { description: 'Its file is still being uploaded.' },
    PROCESSING: { description: 'Uploaded and being transcoded (see progress).' },
    READY: { description: 'Transcoded: it plays.' },
    FAILED: { description: 'Not a readable video, or the transcode failed (see failureReason).' },
  },
});

@ObjectType({ description: 'One quality a hosted video plays in.' })
export class VideoRendition {
  @Field({ description: "'240p', '360p', '720p', '1080p', or 'audio' for the sound alone." })
  name: string;

  @Field(() => Int, { description: 'Picture height in pixels; 0 for audio.' })
  height: number;

  @Field(() => Int, { description: 'Peak bits per second, as the HLS master playlist says.' })
  bandwidth: number;

  @Field(() => Float, {
    description:
      'About how many megabytes (10^6 bytes) watching the whole video in this quality uses: bandwidth × duration / 8, to 0.1 MB.',
  })
  estimatedMegabytes: number;
}

@ObjectType({ description: "A lecture's captions in one language." })
export class CaptionTrack {
  @Field({ description: "'en' or 'hi'." })
  language: string;

  @Field({ description: 'The language named in itself: "English", "हिन्दी".' })
  label: string;

  @Field({ description: 'The WebVTT file: a signed URL for this viewer, valid for about an hour.' })
  url: string;
}

@ObjectType('HostedVideo', {
  description:
    'A video uploaded to this site and transcoded to HLS, as the lecture plays it; segments are AES-128 encrypted and the key is served only to someone who may watch.',
})
export class HostedVideoView {
  @Field(() => ID, {
    description: "The upload's id: the last part of its tus upload URL (/api/video-uploads/<id>).",
  })
  id: string;

  @Field(() => HostedVideoStatus, { description: 'Uploading, processing, ready or failed.' })
  status: HostedVideoStatus;

  @Field(() => Int, { description: 'Transcode progress, 0 to 100 (100 once ready).' })
  progress: number;

  @Field(() => String, {
    nullable: true,
    description: 'Why the upload or transcode failed, in words an educator can act on.',
  })
  failureReason: string | null;

  @Field(() => Float, { nullable: true, description: 'Seconds; null until the file is read.' })
  durationSeconds: number | null;

  @Field(() => [VideoRendition], {
    description: 'The qualities it plays in, lowest first; empty until ready.',
  })
  renditions: VideoRendition[];

  /** Not in the schema: the lecture it belongs to, and whether this viewer may play it. */
  lectureId: string | null;
  mayWatch: boolean;
}
