import { CourseThumbnail } from '../../components/CourseThumbnail';
import type { ImageSourceFieldsFragment } from '../../components/courseThumbnail.generated';
import { VideoNotice } from '../video/VideoNotice';
import { YouTubePlayer } from '../video/YouTubePlayer';
import type { PreviewSelection } from './courseTypes';

/** The course thumbnail until a free preview is chosen, then its YouTube player (fills its parent). */
export function PreviewPanel({
  thumbnail,
  thumbnailSources,
  courseTitle,
  preview,
}: {
  thumbnail: string;
  thumbnailSources: readonly ImageSourceFieldsFragment[];
  courseTitle: string;
  preview: PreviewSelection | null;
}) {
  if (!preview)
    return (
      <CourseThumbnail
        src={thumbnail}
        sources={thumbnailSources}
        // The course page's side column from lg up (24rem), the full width below.
        sizes="(min-width: 64em) 24rem, 100vw"
        alt={courseTitle}
        width="full"
        height="full"
        objectFit="cover"
      />
    );
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
