import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { formatCount, formatPlaybackTime } from '../../../lib/format';
import { useHostedVideoStatusQuery, type HostedVideoStatusFragment } from './video.generated';
import { UploadProgress } from './UploadProgress';
import { useUploadOfVideo } from './videoUploadStore';
import { useT } from './i18n';

/** Often enough to feel live while the video is processed, rarely enough to cost little. */
export const STATUS_POLL_MS = 2_500;

interface VideoStatusProps {
  videoId: string;
  /** A video already plays on the lecture: this one replaces it once ready. */
  replacing?: boolean;
  /** Offered when the video failed; without it, only the reason shows. */
  onChooseAnother?: () => void;
}

/**
 * A lecture video's status without reloading: the upload's bar while this tab sends it, then the
 * server's word (polled only while it is being processed): processing with its percentage, ready
 * with its duration and qualities, or failed with the reason.
 */
export function VideoStatus({ videoId, replacing = false, onChooseAnother }: VideoStatusProps) {
  const t = useT();
  const upload = useUploadOfVideo(videoId);
  const sending = upload !== null && upload.phase !== 'finished';
  const { data, error, startPolling, stopPolling } = useHostedVideoStatusQuery({
    variables: { id: videoId },
    skip: sending,
    notifyOnNetworkStatusChange: false,
  });
  const video = data?.hostedVideo ?? null;
  // Just uploaded: the server checks the file before it says PROCESSING.
  const waiting =
    video?.status === 'PROCESSING' || (video?.status === 'UPLOADING' && upload !== null);
  useEffect(() => {
    if (!waiting) return;
    startPolling(STATUS_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  const note = replacing && video?.status !== 'READY' && (
    <Text fontSize="sm" color="fg.muted">
      {t('educator.video.keepsPlaying')}
    </Text>
  );
  if (sending) {
    return (
      <Stack gap="1" w="full">
        <UploadProgress upload={upload} />
        {note}
      </Stack>
    );
  }
  return (
    <Stack gap="1" w="full" fontSize="sm">
      <Text
        role="status"
        aria-live="polite"
        color={video?.status === 'FAILED' || error ? 'fg.error' : 'fg.muted'}
      >
        {error ? t('educator.video.statusUnknown') : video && <StatusText video={video} />}
      </Text>
      {video?.status === 'READY' && video.renditions.length > 0 && (
        <Text color="fg.muted">
          {t('educator.video.renditions', {
            list: video.renditions.map((rendition) => rendition.name).join(', '),
          })}
        </Text>
      )}
      {video?.status === 'FAILED' && onChooseAnother && (
        <Flex>
          <Button type="button" size="sm" variant="outline" onClick={onChooseAnother}>
            {t('educator.video.chooseAnother')}
          </Button>
        </Flex>
      )}
      {note}
    </Stack>
  );
}

function StatusText({ video }: { video: HostedVideoStatusFragment }) {
  const t = useT();
  switch (video.status) {
    case 'UPLOADING':
      return t('educator.video.statusUploading');
    case 'PROCESSING':
      return t('educator.video.statusProcessing', { percent: formatCount(video.progress) });
    case 'READY':
      return t('educator.video.statusReady', {
        duration: formatPlaybackTime(video.durationSeconds ?? 0),
      });
    case 'FAILED':
      return video.failureReason
        ? t('educator.video.statusFailed', { reason: video.failureReason })
        : t('educator.video.failedNoReason');
  }
}
