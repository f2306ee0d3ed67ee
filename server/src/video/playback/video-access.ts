import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { CourseCatalogQueries } from '../../courses/course-catalog.queries';
import { Role, type User } from '../../users/user.entity';
import { HostedVideo, HostedVideoStatus } from '../hosted-video.entity';
import type { Viewer } from './playback-signer';
import { ViewerBinding } from './viewer-binding';

/** A ready video, and whether its lecture plays it now (else it is a replacement on its way). */
export type ServedVideo = Pick<HostedVideo, 'id' | 'lectureId' | 'uploaderId' | 'renditions'> & {
  storagePrefix: string;
  playing: boolean;
};

/**
 * Whether a signed URL's viewer may have a video's files now, asked again at each request for a
 * master playlist, a key or captions: what they signed in with is still live (viewer-binding.ts),
 * and they may watch the lecture by the catalog's one rule (`CourseCatalogQueries.watchAccess`).
 * A replacement not yet playing is for the course's owner, an admin or its uploader only.
 */
@Injectable()
export class VideoAccess {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
    @Inject(ViewerBinding) private readonly binding: ViewerBinding,
  ) {}

  /** The ready video, if there is one by that id; nothing about who asks. */
  async ready(videoId: string): Promise<ServedVideo | null> {
    if (!isUuid(videoId)) return null;
    const row = await this.db
      .getRepository(HostedVideo)
      .createQueryBuilder('v')
      .leftJoin('lectures', 'l', 'l.id = v.lecture_id')
      .select(['v.id', 'v.lectureId', 'v.uploaderId', 'v.renditions', 'v.storagePrefix'])
      .addSelect('l.video_id', 'playing')
      .where('v.id = :videoId AND v.status = :ready', {
        videoId,
        ready: HostedVideoStatus.READY,
      })
      .getRawAndEntities<{ playing: string | null }>();
    const [video] = row.entities;
    if (!video?.storagePrefix) return null;
    return {
      id: video.id,
      lectureId: video.lectureId,
      uploaderId: video.uploaderId,
      renditions: video.renditions,
      storagePrefix: video.storagePrefix.replace(/\/?$/, '/'),
      playing: row.raw[0]?.playing === video.id,
    };
  }

  /** The ready video when `viewer` may watch it now; null otherwise, whichever the reason. */
  async watchable(videoId: string, viewer: Viewer): Promise<ServedVideo | null> {
    const [video, user] = await Promise.all([this.ready(videoId), this.binding.live(viewer)]);
    if (!video || user === null) return null;
    return (await this.mayWatch(user, video)) ? video : null;
  }

  async mayWatch(user: User | undefined, video: ServedVideo): Promise<boolean> {
    const ownUpload =
      user !== undefined && (user.role === Role.ADMIN || user.id === video.uploaderId);
    if (!video.lectureId) return ownUpload;
    const access = (await this.catalog.watchAccess(user, [video.lectureId])).get(video.lectureId);
    if (!access) return false;
    return video.playing ? access.mayWatch : access.mayEdit || ownUpload;
  }
}
