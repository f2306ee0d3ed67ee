import { VideoNotice } from '../../video/VideoNotice';
import type { Ref } from 'react';
import { type VideoControl, YouTubePlayer } from '../../video/YouTubePlayer';
import { youtubeId } from '../../../../../shared/youtube-link';
import type { PlayerLecture } from './playerTypes';

export const VIDEO_LOAD_ERROR = 'Error loading video. Please check the video URL.';

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
  if (!lecture.lectureUrl?.trim()) return <VideoNotice title="Video URL not available" />;
  const videoId = youtubeId(lecture.lectureUrl);
  if (!videoId)
    return (
      <VideoNotice title="Invalid YouTube URL">
        Please contact support to fix this video.
      </VideoNotice>
    );
  return (
    <YouTubePlayer
      key={videoId}
      videoId={videoId}
      errorMessage={VIDEO_LOAD_ERROR}
      title={lecture.lectureTitle}
      startSeconds={startSeconds}
      onPosition={onPosition}
      autoplay={autoplay}
      controlRef={controlRef}
    />
  );
}
