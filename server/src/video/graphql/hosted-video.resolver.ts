import { Inject } from '@nestjs/common';
import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { LOCALE_NAMES, type Locale } from '../../../../shared/locale';
import { ApiScopes } from '../../api-tokens/api-scopes.decorator';
import { CurrentUser, Roles } from '../../auth/decorators';
import { notFound } from '../../common/errors/domain-error';
import type { GraphQLContext } from '../../common/graphql/request-loaders';
import { isUuid } from '../../common/ids';
import { publicBase } from '../../common/public-url';
import { CatalogLoaders } from '../../courses/catalog.loaders';
import { LectureView } from '../../courses/dto/course-content.types';
import { Role, type User } from '../../users/user.entity';
import { LectureCaptions } from '../captions/lecture-captions.service';
import { HostedVideoStatus } from '../hosted-video.entity';
import { LECTURE_NOT_FOUND, LectureVideos } from '../playback/lecture-videos';
import { PlaybackUrls } from '../playback/playback-urls';
import { viewerOf } from '../playback/viewer-binding';
import { CaptionTrack, HostedVideoView } from './hosted-video.types';
import { videoView } from './lecture-video.resolver';
import { VideoLoaders } from './video.loaders';

type ViewerContext = GraphQLContext<User>;

@Resolver(() => HostedVideoView)
export class HostedVideoResolver {
  constructor(
    @Inject(VideoLoaders) private readonly load: VideoLoaders,
    @Inject(CatalogLoaders) private readonly catalog: CatalogLoaders,
    @Inject(PlaybackUrls) private readonly urls: PlaybackUrls,
    @Inject(LectureCaptions) private readonly captionFiles: LectureCaptions,
    @Inject(LectureVideos) private readonly lectureVideos: LectureVideos,
  ) {}

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The HLS master playlist: a URL signed for this viewer and their session, valid for VIDEO_URL_TTL_SECONDS (an hour by default; ask again for a fresh one). Null unless the video is READY and the viewer may watch the lecture. Its AES-128 key is served only while they still may: a refund or a signed-out session ends playback.',
  })
  playbackUrl(@Parent() video: HostedVideoView, @Context() { req }: ViewerContext) {
    if (video.status !== HostedVideoStatus.READY || !video.mayWatch) return null;
    return this.urls.master(publicBase(req), video.id, viewerOf(req));
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'A still from the video (JPEG), not signed; null until READY.',
  })
  posterUrl(@Parent() video: HostedVideoView, @Context() { req }: ViewerContext) {
    return video.status === HostedVideoStatus.READY
      ? this.urls.poster(publicBase(req), video.id)
      : null;
  }

  @ResolveField(() => [CaptionTrack], {
    description:
      "The lecture's captions, English first; empty unless the viewer may watch the lecture.",
  })
  async captions(
    @Parent() video: HostedVideoView,
    @Context() { loaders, req }: ViewerContext,
  ): Promise<CaptionTrack[]> {
    if (!video.mayWatch || !video.lectureId) return [];
    const languages = await this.load.captionLanguages(loaders, video.lectureId);
    const base = publicBase(req);
    const viewer = viewerOf(req);
    return languages.map((language) => ({
      language,
      label: LOCALE_NAMES[language as Locale] ?? language,
      url: this.urls.captions(base, video.id, language, viewer),
    }));
  }

  @Query(() => HostedVideoView, {
    nullable: true,
    description:
      "An upload's status for its uploader (or an admin), by the id its upload URL ends with: UPLOADING, PROCESSING with progress, READY or FAILED with failureReason. Unknown or someone else's: NOT_FOUND.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async hostedVideo(
    @CurrentUser() user: User,
    @Args('id', { type: () => ID }) id: string,
    @Context() { loaders }: ViewerContext,
  ) {
    const video = isUuid(id) ? await this.load.video(loaders, id) : null;
    if (!video || (video.uploaderId !== user.id && user.role !== Role.ADMIN))
      throw notFound('Video not found');
    return videoView(video, true);
  }

  @Mutation(() => LectureView, {
    description:
      "Owner or admin: the lecture plays this uploaded video (the caller's, or the course owner's, and no other lecture's) once it is ready, at once when it is; until then it keeps playing what it played. A course is published only when every hosted lecture has a ready video.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async attachLectureVideo(
    @CurrentUser() user: User,
    @Args('lectureId', { type: () => ID }) lectureId: string,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Context() { loaders }: ViewerContext,
  ) {
    const courseId = await this.lectureVideos.attachByOwner(user, lectureId, videoId);
    return this.lecture(loaders, user, courseId, lectureId);
  }

  @Mutation(() => LectureView, {
    description:
      "Owner or admin: the lecture's captions in `language` ('en' or 'hi'), replacing any it had. Multipart (header apollo-require-preflight: true); a WebVTT (.vtt) file is checked, a SubRip (.srt) one converted to WebVTT; up to 1 MB. A malformed file is BAD_USER_INPUT naming the line, and nothing is stored.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async uploadLectureCaptions(
    @CurrentUser() user: User,
    @Args('lectureId', { type: () => ID }) lectureId: string,
    @Args('language') language: string,
    @Args('file', { type: () => GraphQLUpload }) file: Promise<FileUpload>,
    @Context() { loaders }: ViewerContext,
  ) {
    const courseId = await this.captionFiles.upload(user, lectureId, language, file);
    return this.lecture(loaders, user, courseId, lectureId);
  }

  @Mutation(() => LectureView, {
    description: "Owner or admin: removes the lecture's captions in `language`.",
  })
  @Roles('educator', 'admin')
  @ApiScopes('courses:write')
  async deleteLectureCaptions(
    @CurrentUser() user: User,
    @Args('lectureId', { type: () => ID }) lectureId: string,
    @Args('language') language: string,
    @Context() { loaders }: ViewerContext,
  ) {
    const courseId = await this.captionFiles.remove(user, lectureId, language);
    return this.lecture(loaders, user, courseId, lectureId);
  }

  /** The lecture as the caller now sees it in its course's curriculum. */
  private async lecture(
    loaders: ViewerContext['loaders'],
    user: User,
    courseId: string,
    lectureId: string,
  ): Promise<LectureView> {
    const chapters = await this.catalog.curriculum(loaders, user, courseId);
    const lecture = chapters
      .flatMap((c) => c.chapterContent)
      .find((l) => l.lectureId === lectureId);
    if (!lecture) throw notFound(LECTURE_NOT_FOUND);
    return lecture;
  }
}
