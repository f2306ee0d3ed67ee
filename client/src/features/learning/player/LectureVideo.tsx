import { VideoNotice } from '../../video/VideoNotice';
import type { Ref } from 'react';
import { type VideoControl, YouTubePlayer } from '../../video/YouTubePlayer';
import { youtubeId } from '../../../../../shared/youtube-link';
import type { PlayerLecture } from './playerTypes';
import { useT } from '../i18n';

interface Props {
  lecture: PlayerLecture;
  /** Where the video starts, in seconds. */
  startSeconds?: number;
  /** The playback position as YouTubePlayer reports it. */
  onPosition?: (seconds: number, playing: boolean) => void;
  /** Plays at once (the learner moved on to it, or opened a note). */
  autoplay?: boolean;
  controlRef?: Ref<VideoControl>;
}

/** The selected lecture's YouTube video (fills its 16:9 parent), or a panel saying why not. */
export function LectureVideo({ lecture, startSeconds, onPosition, autoplay, controlRef }: Props) {
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
