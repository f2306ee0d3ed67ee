import { useT } from '../i18n';
import { VideoNotice } from '../VideoNotice';

/**
 * In place of a hosted video that cannot play yet: its upload or processing (with the percentage),
 * or its failure. Only its owner or an admin sees a video before it is ready.
 */
export function HostedVideoStatus({
  status,
  progress,
}: {
  status: 'UPLOADING' | 'PROCESSING' | 'FAILED';
  progress: number;
}) {
  const t = useT();
  if (status === 'FAILED') return <VideoNotice title={t('video.processingFailed')} />;
  return (
    <VideoNotice
      title={t(status === 'UPLOADING' ? 'video.uploading' : 'video.processing', { progress })}
    />
  );
}
