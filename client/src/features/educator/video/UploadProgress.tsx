import { Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { LuPause, LuPlay, LuX } from 'react-icons/lu';
import { intlLocale } from '../../../i18n/locale';
import { formatCount } from '../../../lib/format';
import {
  cancelVideoUpload,
  pauseVideoUpload,
  resumeVideoUpload,
  uploadPercent,
  type VideoUploadState,
} from './videoUploadStore';
import { useT } from './i18n';

const MB = 1024 * 1024;
const megabytes = (bytes: number) =>
  (bytes / MB).toLocaleString(intlLocale(), { maximumFractionDigits: bytes < 10 * MB ? 1 : 0 });

/** What the upload is doing, in words, for the live region. */
export function useUploadStatusText(upload: VideoUploadState): string {
  const t = useT();
  const percent = formatCount(uploadPercent(upload));
  if (upload.phase === 'failed') return t(upload.error ?? 'educator.video.uploadFailed');
  if (upload.phase === 'finished') return t('educator.video.uploaded');
  if (upload.phase === 'paused') return t('educator.video.paused', { percent });
  if (upload.phase === 'offline') return t('educator.video.offline', { percent });
  if (upload.phase === 'ready') return t('educator.video.starting');
  // The bar says how far it is; a screen reader hears changes of state, not every percent.
  return '';
}

/** A labelled progress bar with % and MB of MB, and Pause/Resume and Cancel. */
export function UploadProgress({ upload }: { upload: VideoUploadState }) {
  const t = useT();
  const percent = uploadPercent(upload);
  const status = useUploadStatusText(upload);
  const label = t('educator.video.progressLabel', { file: upload.fileName });
  const amount = t('educator.video.progressText', {
    percent: formatCount(percent),
    sent: megabytes(upload.bytesSent),
    total: megabytes(upload.bytesTotal),
  });
  const active = upload.phase === 'uploading';
  const stopped = ['paused', 'offline', 'failed'].includes(upload.phase);
  return (
    <Stack gap="1.5" w="full" minW="0">
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={upload.phase === 'failed' ? 'red' : 'brand'}
      >
        <Progress.Label fontSize="sm" overflowWrap="anywhere" aria-hidden>
          {label}
        </Progress.Label>
        <Progress.Track mt="1" rounded="full" aria-label={label} aria-valuetext={amount}>
          <Progress.Range />
        </Progress.Track>
        {/* The bar carries the amount for screen readers; read out at every chunk it would drown the rest. */}
        <Progress.ValueText fontSize="sm" color="fg.muted" mt="1" aria-live="off">
          {amount}
        </Progress.ValueText>
      </Progress.Root>
      <Text
        fontSize="sm"
        color={upload.phase === 'failed' ? 'fg.error' : 'fg.muted'}
        aria-live="polite"
        role="status"
      >
        {status}
      </Text>
      {upload.phase !== 'finished' && (
        <Flex gap="2" wrap="wrap">
          {active && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => pauseVideoUpload(upload.key)}
            >
              <LuPause /> {t('educator.video.pause')}
            </Button>
          )}
          {stopped && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => resumeVideoUpload(upload.key)}
            >
              <LuPlay /> {t('educator.video.continue')}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => cancelVideoUpload(upload.key)}
          >
            <LuX /> {t('educator.video.cancel')}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
