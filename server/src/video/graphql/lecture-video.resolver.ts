import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { LectureView } from '../../courses/dto/course-content.types';
import type { User } from '../../users/user.entity';
import type { HostedVideo } from '../hosted-video.entity';
import { HostedVideoView } from './hosted-video.types';
import { VideoLoaders } from './video.loaders';

type ViewerContext = GraphQLContext<User>;

/** A video row as a viewer sees it; `mayWatch` decides its playbackUrl and captions. */
export function videoView(video: HostedVideo, mayWatch: boolean): HostedVideoView {
  const duration = video.durationSeconds;
  return {
    id: video.id,
    status: video.status,
    progress: video.progress,
    failureReason: video.failureReason,
    durationSeconds: duration,
    renditions: [...video.renditions]
      .sort((a, b) => a.bandwidth - b.bandwidth)
      .map(({ name, height, bandwidth }) => ({
        name,
        height,
        bandwidth,
        estimatedMegabytes: Math.round(((bandwidth * (duration ?? 0)) / 8e6) * 10) / 10,
      })),
    lectureId: video.lectureId,
    mayWatch,
  };
}

@Resolver(() => LectureView)
export class LectureVideoResolver {
  constructor(@Inject(VideoLoaders) private readonly load: VideoLoaders) {}

  // One batched query per operation, whatever the lectures, and a small fixed-size answer (a few
  // renditions, two caption tracks): weighed once, like `facets`, not field by field.
  @ResolveField(() => HostedVideoView, {
    nullable: true,
    complexity: () => 1,
    description:
      "The hosted video the lecture plays (status READY); null for a YouTube lecture. For the course's owner or an admin, while none is ready, the newest upload, so its status shows. Its playbackUrl and captions are null and empty unless the viewer may watch the lecture.",
  })
  async video(@Parent() lecture: LectureView, @Context() { loaders, req }: ViewerContext) {
    if (lecture.videoId) {
      const video = await this.load.video(loaders, lecture.videoId);
      return video && videoView(video, lecture.mayWatch);
    }
    if (!lecture.hosted) return null;
    return this.newestUpload(lecture, loaders, req.user);
  }

  @ResolveField(() => HostedVideoView, {
    nullable: true,
    complexity: () => 1,
    description:
      'Owner and admins only (null for anyone else): a newer upload that is not playing yet, uploading, processing or failed. Once ready it becomes `video`.',
  })
  async pendingVideo(@Parent() lecture: LectureView, @Context() { loaders, req }: ViewerContext) {
    const latest = await this.newestUpload(lecture, loaders, req.user);
    return latest && latest.id !== lecture.videoId ? latest : null;
  }

  private async newestUpload(
    lecture: LectureView,
    loaders: ViewerContext['loaders'],
    viewer: User | undefined,
  ): Promise<HostedVideoView | null> {
    if (!viewer) return null;
    const access = await this.load.access(loaders, viewer, lecture.lectureId);
    if (!access?.mayEdit) return null;
    const latest = await this.load.latestUpload(loaders, lecture.lectureId);
    return latest && videoView(latest, true);
  }
}
