import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { conflict, notFound } from '../../common/errors/domain-error';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import { LectureVideoPort, type VideoChoice } from '../../courses/authoring/lecture-video-port';
import { CourseCatalogQueries, type LectureAccess } from '../../courses/course-catalog.queries';
import type { User } from '../../users/user.entity';
import { HostedVideo, HostedVideoStatus } from '../hosted-video.entity';
import { VideoIngest } from '../transcode/video-ingest';

export const LECTURE_NOT_FOUND = 'Lecture not found or you do not have access to it';

/** The lecture's access when `user` may edit it (owner, admin); NOT_FOUND otherwise, whichever the reason. */
export async function editableLecture(
  catalog: CourseCatalogQueries,
  user: User,
  lectureId: unknown,
): Promise<LectureAccess> {
  const access = isUuid(lectureId)
    ? (await catalog.watchAccess(user, [lectureId])).get(lectureId)
    : undefined;
  if (!access?.mayEdit) throw notFound(LECTURE_NOT_FOUND);
  return access;
}

/**
 * Which uploaded video a lecture plays, for course authoring and `attachLectureVideo` (the one
 * way `hosted_videos.lecture_id` is written after an upload). A video is its uploader's to attach
 * (or the course owner's, when an admin uploaded it for them), to one lecture only.
 */
@Injectable()
export class LectureVideos extends LectureVideoPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(VideoIngest) private readonly ingest: VideoIngest,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {
    super();
  }

  /** `attachLectureVideo`: checked like a course form's choice, then attached. Returns the course id. */
  async attachByOwner(user: User, lectureId: unknown, videoId: unknown): Promise<string> {
    const access = await editableLecture(this.catalog, user, lectureId);
    const check = new Checker();
    if (!isUuid(videoId))
      check.fail('videoId', 'This video is not one of your uploads', 'NOT_FOUND');
    else
      await this.check(
        check,
        [{ videoId, lectureId: lectureId as string, field: 'videoId', label: 'This lecture' }],
        [user.id, access.educatorId],
      );
    check.done();
    const replaced = await this.db.transaction((tx) =>
      this.attach(tx, lectureId as string, videoId as string),
    );
    await this.removeReplaced([replaced]);
    return access.courseId;
  }

  /** Reports on `check` every choice that names a video its lecture may not have. */
  async check(check: Checker, choices: VideoChoice[], uploaders: string[]): Promise<void> {
    if (choices.length === 0) return;
    const videos = await this.db.getRepository(HostedVideo).find({
      where: { id: In(choices.map((c) => c.videoId)) },
      select: { id: true, uploaderId: true, lectureId: true, status: true, failureReason: true },
    });
    const byId = new Map(videos.map((v) => [v.id, v]));
    const seen = new Set<string>();
    for (const choice of choices) {
      const video = byId.get(choice.videoId);
      if (!video || !uploaders.includes(video.uploaderId))
        check.fail(choice.field, `${choice.label} video is not one of your uploads`, 'NOT_FOUND');
      else if (seen.has(video.id) || (video.lectureId && video.lectureId !== choice.lectureId))
        check.fail(choice.field, `${choice.label} video is already another lecture's`, 'CONFLICT');
      else if (video.status === HostedVideoStatus.FAILED)
        check.fail(
          choice.field,
          `${choice.label} video could not be used (${video.failureReason ?? 'it failed'}): upload it again`,
          'INVALID',
        );
      seen.add(choice.videoId);
    }
  }

  /**
   * Inside `tx`: `lectureId` plays `videoId` once it is ready (at once when it is). Returns the
   * video it replaced, whose files `removeReplaced` deletes after the commit.
   */
  async attach(tx: EntityManager, lectureId: string, videoId: string): Promise<string | null> {
    const videos = tx.getRepository(HostedVideo);
    const attached = await videos.update(
      [
        { id: videoId, lectureId: IsNull() },
        { id: videoId, lectureId },
      ],
      { lectureId },
    );
    if (!attached.affected) throw conflict('This video is already attached to another lecture');
    const video = await videos.findOneByOrFail({ id: videoId });
    return video.status === HostedVideoStatus.READY ? this.ingest.promote(tx, video) : null;
  }

  /** Inside `tx`: the lecture's uploads are its no more (it became a YouTube lecture again). */
  async detachAll(tx: EntityManager, lectureId: string): Promise<void> {
    await tx.getRepository(HostedVideo).update({ lectureId }, { lectureId: null });
  }

  async removeReplaced(videoIds: (string | null)[]): Promise<void> {
    for (const id of videoIds) await this.ingest.removeStored(id);
  }
}
