import { CourseThumbnail } from '../../components/CourseThumbnail';
import type { ImageSourceFieldsFragment } from '../../components/courseThumbnail.generated';
import { VideoNotice } from '../video/VideoNotice';
import { YouTubePlayer } from '../video/YouTubePlayer';
import type { PreviewSelection } from './courseTypes';
import { useT } from './i18n';

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
  const t = useT();
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
      <VideoNotice title={t('courses.preview.invalidTitle')}>
        {t('courses.preview.invalidText')}
      </VideoNotice>
    );
  return (
    <YouTubePlayer
      key={preview.videoId}
      videoId={preview.videoId}
      errorMessage={t('courses.preview.error')}
      title={t('courses.preview.title', { title: preview.lectureTitle })}
    />
  );
}
