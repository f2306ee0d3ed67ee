import { Alert, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { formatDateTime, formatMinutes } from '../../../lib/format';
import { CaptionsEditor } from './CaptionsEditor';
import { UploadProgress } from './UploadProgress';
import { useAttachLectureVideoMutation, useVideoUploadLimitsQuery } from './video.generated';
import { readVideoDuration } from './videoDuration';
import { VideoStatus } from './VideoStatus';
import {
  beginVideoUpload,
  cancelVideoUpload,
  prepareVideoUpload,
  useVideoUpload,
} from './videoUploadStore';
import { useT } from './i18n';

interface VideoUploadFieldProps {
  /** Set for a lecture that exists: the upload is attached to it (and captions can be added). */
  lectureId?: string;
  /** The hosted video the lecture has or will have; '' for none yet. */
  videoId: string;
  /** A ready video plays on the lecture now. */
  hasPlayingVideo: boolean;
  onVideoId: (videoId: string) => void;
  error?: string;
}

/**
 * The lecture's video file: choose it, offer to resume an unfinished upload of the same file,
 * then the upload's progress and, once sent, the server's status; captions for a saved lecture.
 */
export function VideoUploadField({
  lectureId,
  videoId,
  hasPlayingVideo,
  onVideoId,
  error,
}: VideoUploadFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState<string | null>(null);
  const upload = useVideoUpload(key);
  const [attach] = useAttachLectureVideoMutation();
  // The upload outlives this dialog; what it reports later reaches the form only while it is open.
  const reportVideoId = useRef(onVideoId);
  useEffect(() => {
    reportVideoId.current = onVideoId;
    return () => {
      reportVideoId.current = () => undefined;
    };
  }, [onVideoId]);

  const limits = useVideoUploadLimitsQuery().data?.videoUploadLimits;
  // A file past the limits is refused here, before a byte is sent (the server checks again).
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalOf = async (file: File, { maxBytes, maxSeconds }: NonNullable<typeof limits>) => {
    if (file.size > maxBytes) return t('educator.video.tooLarge');
    const seconds = await readVideoDuration(file);
    return seconds !== null && seconds > maxSeconds
      ? t('educator.video.tooLong', { limit: formatMinutes(maxSeconds / 60) })
      : null;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // Not known yet (or not answered): the server's own check stands.
    const refused = limits ? await refusalOf(file, limits) : null;
    setRefusal(refused);
    if (refused) return;
    // Another file replaces the one being sent: that upload stops and the server drops it.
    if (key && upload && upload.phase !== 'finished') cancelVideoUpload(key);
    const next = await prepareVideoUpload(file, {
      lectureId,
      onCreated: (created) => {
        reportVideoId.current(created);
        if (!lectureId) return;
        attach({ variables: { lectureId, videoId: created } }).catch((failure: unknown) =>
          showToast('error', errorMessage(failure, t('educator.video.uploadFailed'))),
        );
      },
    });
    setKey(next);
  };
  // A cancelled upload gives the lecture back the video it had when the dialog opened.
  const [openedWith] = useState(videoId);
  useEffect(() => {
    if (key && !upload) {
      setKey(null);
      reportVideoId.current(openedWith);
    }
  }, [key, upload, openedWith]);
  // Nothing earlier to resume: start at once.
  useEffect(() => {
    if (key && upload?.phase === 'ready' && !upload.previous)
      beginVideoUpload(key, { resume: false });
  }, [key, upload?.phase, upload?.previous]);

  const offer = upload?.phase === 'ready' && upload.previous ? upload.previous : null;
  const sending = upload && upload.phase !== 'finished' && upload.phase !== 'ready';
  return (
    <Stack gap="3" w="full">
      <Field.Root invalid={Boolean(refusal ?? error)}>
        <Field.Label>{t('educator.video.file')}</Field.Label>
        <Input
          ref={input}
          type="file"
          accept="video/*"
          onChange={(event) => void choose(event)}
          h="auto"
          py="1.5"
          maxW="full"
        />
        <Field.HelperText>{t('educator.video.fileHelp')}</Field.HelperText>
        <Field.ErrorText>{refusal ?? error}</Field.ErrorText>
      </Field.Root>
      {offer && key && (
        <Alert.Root status="info" flexDirection="column" gap="2">
          <Alert.Description>
            {t('educator.video.resumeFound', {
              file: upload?.fileName,
              date: formatDateTime(offer.creationTime),
            })}
          </Alert.Description>
          <Flex gap="2" wrap="wrap">
            <Button
              type="button"
              size="sm"
              colorPalette="brand"
              onClick={() => beginVideoUpload(key, { resume: true })}
            >
              {t('educator.video.resume')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => beginVideoUpload(key, { resume: false })}
            >
              {t('educator.video.startAgain')}
            </Button>
          </Flex>
        </Alert.Root>
      )}
      {sending ? (
        <Stack gap="1">
          <UploadProgress upload={upload} />
          {hasPlayingVideo && (
            <Text fontSize="sm" color="fg.muted">
              {t('educator.video.keepsPlaying')}
            </Text>
          )}
        </Stack>
      ) : (
        videoId && (
          <VideoStatus
            videoId={videoId}
            replacing={hasPlayingVideo}
            onChooseAnother={() => input.current?.click()}
          />
        )
      )}
      {lectureId && videoId && <CaptionsEditor lectureId={lectureId} videoId={videoId} />}
    </Stack>
  );
}
