import { Image } from '@chakra-ui/react';
import { VideoNotice } from '../video/VideoNotice';
import { YouTubePlayer } from '../video/YouTubePlayer';
import type { PreviewSelection } from './courseTypes';

/** The course thumbnail until a free preview is chosen, then its YouTube player (fills its parent). */
export function PreviewPanel({
  thumbnail,
  courseTitle,
  preview,
}: {
  thumbnail: string;
  courseTitle: string;
  preview: PreviewSelection | null;
}) {
  if (!preview)
    return <Image src={thumbnail} alt={courseTitle} width="full" height="full" objectFit="cover" />;
  if (!preview.videoId)
    return (
      <VideoNotice title="Invalid Preview Video">
        Please contact support to fix this video.
      </VideoNotice>
    );
  return (
    <YouTubePlayer
      key={preview.videoId}
      videoId={preview.videoId}
      errorMessage="Error loading preview video."
      title={`Preview: ${preview.lectureTitle}`}
    />
  );
}
