import { useApolloClient } from '@apollo/client';
import { useCallback, type Ref } from 'react';
import { VideoNotice } from '../../video/VideoNotice';
import { HostedPlayer } from '../../video/HostedPlayer';
import { HostedVideoStatus } from '../../video/hosted/HostedVideoStatus';
import { type VideoControl, YouTubePlayer } from '../../video/YouTubePlayer';
import { youtubeId } from '../../../../../shared/youtube-link';
import {
  LecturePlaybackDocument,
  type LecturePlaybackQuery,
  type LecturePlaybackQueryVariables,
} from './player.generated';
import type { PlayerLecture } from './playerTypes';
import { useT } from '../i18n';

interface Props {
  lecture: PlayerLecture;
  courseId: string;
  /** Where the video starts, in seconds. */
  startSeconds?: number;
  /** The playback position as YouTubePlayer reports it. */
  onPosition?: (seconds: number, playing: boolean) => void;
  /** Plays at once (the learner moved on to it, or opened a note). */
  autoplay?: boolean;
  controlRef?: Ref<VideoControl>;
  /** Where a hosted lecture's transcript goes (under the video). */
  transcriptContainer?: HTMLElement | null;
}

/**
 * The selected lecture's video (fills its 16:9 parent): its hosted video once ready, else its
 * YouTube link, else a panel saying why not. The owner sees an upload still on its way.
 */
export function LectureVideo(props: Props) {
  const t = useT();
  const { lecture } = props;
  const video = lecture.video;
  if (video?.status === 'READY') {
    // A locked lecture's video has no URL for this viewer, as a locked YouTube lecture has no link.
    if (!video.playbackUrl) return <VideoNotice title={t('learning.videoUrlMissing')} />;
    return <HostedLectureVideo {...props} video={{ ...video, playbackUrl: video.playbackUrl }} />;
  }
  if (video && !lecture.lectureUrl?.trim())
    return <HostedVideoStatus status={video.status} progress={video.progress} />;
  return <YouTubeLectureVideo {...props} />;
}

function HostedLectureVideo({
  lecture,
  courseId,
  video,
  transcriptContainer,
  ...player
}: Props & { video: NonNullable<PlayerLecture['video']> & { playbackUrl: string } }) {
  const t = useT();
  const client = useApolloClient();
  const { lectureId } = lecture;
  // Past the cache: the curriculum the player holds stays as it is; only the URL is new.
  const freshVideo = useCallback(async () => {
    const { data } = await client.query<LecturePlaybackQuery, LecturePlaybackQueryVariables>({
      query: LecturePlaybackDocument,
      variables: { courseId },
      fetchPolicy: 'no-cache',
    });
    const lectures = data.course.courseContent.flatMap((chapter) => chapter.chapterContent);
    return lectures.find((l) => l.lectureId === lectureId)?.video ?? null;
  }, [client, courseId, lectureId]);
  const refreshPlaybackUrl = useCallback(
    async () => (await freshVideo())?.playbackUrl ?? null,
    [freshVideo],
  );
  const refreshCaptions = useCallback(async () => (await freshVideo())?.captions, [freshVideo]);
  return (
    <HostedPlayer
      key={video.id}
      video={video}
      errorMessage={t('learning.videoLoadError')}
      title={lecture.lectureTitle}
      refreshPlaybackUrl={refreshPlaybackUrl}
      refreshCaptions={refreshCaptions}
      transcriptContainer={transcriptContainer}
      {...player}
    />
  );
}

function YouTubeLectureVideo({ lecture, startSeconds, onPosition, autoplay, controlRef }: Props) {
  const t = useT();
  if (!lecture.lectureUrl?.trim()) return <VideoNotice title={t('learning.videoUrlMissing')} />;
  const videoId = youtubeId(lecture.lectureUrl);
  if (!videoId)
    return (
      <VideoNotice title={t('learning.invalidYoutubeUrl')}>
        {t('learning.contactSupport')}
      </VideoNotice>
    );
  return (
    <YouTubePlayer
      key={videoId}
      videoId={videoId}
      errorMessage={t('learning.videoLoadError')}
      title={lecture.lectureTitle}
      startSeconds={startSeconds}
      onPosition={onPosition}
      autoplay={autoplay}
      controlRef={controlRef}
    />
  );
}
