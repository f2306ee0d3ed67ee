import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FileUpload, WriteStream } from 'graphql-upload-ts';
import { DataSource } from 'typeorm';
import { User } from '../users/user.entity';
import { LectureCaptions } from '../video/captions/lecture-captions.service';
import { vttTime } from '../video/captions/caption-file';
import { VideoIngest } from '../video/transcode/video-ingest';
import { makeDemoClip } from './demo-clip';
import { DEMO_VIDEO_LECTURES, type DemoCue, type DemoVideoLecture } from './demo-video-lectures';

/** A WebVTT file of `cues`, as an educator would upload it. */
export const demoVtt = (cues: DemoCue[]) =>
  `WEBVTT\n\n${cues.map(([start, end, text]) => `${vttTime(start)} --> ${vttTime(end)}\n${text}\n`).join('\n')}`;

/**
 * Gives the demo lectures of DEMO_VIDEO_LECTURES hosted videos: one clip made with ffmpeg, taken
 * in as an upload is (VideoIngest) and transcoded on the job queue, and captions in English and
 * Hindi. Each lecture keeps its YouTube link until its video is ready, and for good when this
 * machine has no ffmpeg.
 */
@Injectable()
export class DemoVideos {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(VideoIngest) private readonly ingest: VideoIngest,
    @Inject(LectureCaptions) private readonly captions: LectureCaptions,
  ) {}

  /** `ffmpeg`: the program that makes the clip. */
  async seed(ffmpeg = 'ffmpeg'): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'brandcraft-demo-clip-'));
    try {
      const clip = path.join(dir, 'demo-lecture.mp4');
      if (!(await makeDemoClip(clip, ffmpeg))) {
        this.logger.warn('ffmpeg is not installed: the demo lectures keep their YouTube links');
        return;
      }
      for (const demo of DEMO_VIDEO_LECTURES) await this.give(demo, clip);
      this.logger.log(
        `Queued ${DEMO_VIDEO_LECTURES.length} demo lecture videos; each plays once transcoded`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async give(demo: DemoVideoLecture, clip: string) {
    const [lecture] = await this.db.query<{ id: string; educatorId: string }[]>(
      `SELECT l.id, c.educator_id AS "educatorId" FROM lectures l
         JOIN chapters ch ON ch.id = l.chapter_id JOIN courses c ON c.id = ch.course_id
        WHERE c.course_title = $1 AND l.lecture_title = $2`,
      [demo.course, demo.lecture],
    );
    // An edited demo catalog (a renamed lecture) simply has one hosted lecture fewer.
    if (!lecture) return;
    await this.ingest.fromFile(clip, {
      uploaderId: lecture.educatorId,
      lectureId: lecture.id,
      originalName: `${demo.lecture}.mp4`,
    });
    // As the educator uploads them, so the seed's files meet the same checks as anyone's.
    const educator = await this.db.getRepository(User).findOneByOrFail({ id: lecture.educatorId });
    for (const language of ['en', 'hi'] as const) {
      const upload = vttUpload(language, demoVtt(demo.captions[language]));
      await this.captions
        .upload(educator, lecture.id, language, Promise.resolve(upload.file))
        .finally(upload.release);
    }
  }
}

/**
 * A caption file as GraphQL's multipart upload hands one over: spooled by graphql-upload's own
 * capacitor. `release` frees its temporary file.
 */
function vttUpload(language: string, text: string): { file: FileUpload; release: () => void } {
  const capacitor = new WriteStream();
  capacitor.end(Buffer.from(text));
  return {
    file: {
      filename: `${language}.vtt`,
      fieldName: 'file',
      mimetype: 'text/vtt',
      encoding: '7bit',
      capacitor,
      createReadStream: (options) => capacitor.createReadStream(options),
    },
    release: () => capacitor.release(),
  };
}
