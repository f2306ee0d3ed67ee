import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { VideoUploadField } from '../../educator/video/VideoUploadField';
import { useT } from './i18n';
import { useAttachLiveRecordingMutation } from './recording.generated';

interface AttachRecordingProps {
  /** A meeting that has started and is not cancelled (the server refuses any other). */
  occurrenceId: string;
  /** The lecture its recording was published as, if it has one: a new upload replaces its video. */
  recordingLectureId?: string | null;
  /** The meeting's time as the page shows it, for the labels. */
  when: string;
}

/**
 * A past meeting's "Add recording" (docs/live-sessions.md, "Recordings"): the lecture upload
 * field (tus, resumable, its progress and then the server's processing status), and as soon as
 * the server has made the upload, attachLiveRecording publishes it as the meeting's lecture, which
 * plays once processed. Rendered per meeting by the course's "Live sessions" page.
 */
export function AttachRecording({ occurrenceId, recordingLectureId, when }: AttachRecordingProps) {
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [videoId, setVideoId] = useState('');
  const [lectureId, setLectureId] = useState(recordingLectureId ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attach] = useAttachLiveRecordingMutation();

  function uploaded(id: string) {
    setVideoId(id);
    // '' is the field giving back what it opened with, after a cancelled upload.
    if (!id) return;
    setProblem(null);
    attach({ variables: { occurrenceId, videoId: id } })
      .then(({ data }) => setLectureId(data?.attachLiveRecording.recordingLectureId ?? null))
      .catch((error: unknown) => setProblem(errorMessage(error, t('live.recording.failed'))));
  }

  if (!open)
    return (
      <Stack gap="1" align="flex-start">
        {lectureId && (
          <Text fontSize="sm" color="fg.muted">
            {t('live.recording.published')}
          </Text>
        )}
        <Button
          size="xs"
          variant="outline"
          aria-label={t(lectureId ? 'live.recording.replaceNamed' : 'live.recording.attachNamed', {
            when,
          })}
          onClick={() => setOpen(true)}
        >
          {t(lectureId ? 'live.recording.replace' : 'live.recording.attach')}
        </Button>
      </Stack>
    );
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="md"
      p="3"
      w="full"
      minW="0"
    >
      <Stack gap="3">
        <Text id={headingId} fontWeight="semibold" overflowWrap="anywhere">
          {t('live.recording.title', { when })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('live.recording.help')}
        </Text>
        <VideoUploadField
          videoId={videoId}
          hasPlayingVideo={Boolean(recordingLectureId)}
          onVideoId={uploaded}
        />
        {videoId && lectureId && !problem && (
          <Text fontSize="sm" role="status">
            {t('live.recording.attached')}
          </Text>
        )}
        {problem && (
          <Alert.Root status="error">
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <HStack>
          <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
            {t('live.recording.close')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
