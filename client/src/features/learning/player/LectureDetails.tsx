import { Button, Flex, Heading, Icon, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { formatMinutes, formatPlaybackTime } from '../../../lib/format';
import type { PlayerLecture } from './playerTypes';
import { useT } from '../i18n';

interface Props {
  lecture: PlayerLecture;
  completed: boolean;
  saving: boolean;
  /** False until the learner's progress has loaded. */
  ready: boolean;
  /** The second the video resumes at, when the player opened where the learner left off. */
  resumedAt?: number;
  onComplete: () => void;
}

/** Under the video: the lecture's title and its 'Mark As Complete' / 'Completed' button. */
export function LectureDetails({
  lecture,
  completed,
  saving,
  ready,
  resumedAt,
  onComplete,
}: Props) {
  const t = useT();
  const duration = formatMinutes(lecture.lectureDuration);
  return (
    <Flex
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
    >
      <div>
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} overflowWrap="anywhere">
          {lecture.lectureTitle}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {resumedAt
            ? t('learning.resumingAt', { duration, time: formatPlaybackTime(resumedAt) })
            : duration}
        </Text>
        {/* Plain text: a live session's recording carries the session's agenda. */}
        {lecture.description && (
          <Text mt="2" whiteSpace="pre-line" overflowWrap="anywhere">
            {lecture.description}
          </Text>
        )}
      </div>
      {completed ? (
        <Button colorPalette="green" variant="subtle" disabled flexShrink="0">
          <Icon as={LuCheck} aria-hidden />
          {t('learning.completed')}
        </Button>
      ) : (
        <Button
          colorPalette="brand"
          onClick={onComplete}
          loading={saving}
          loadingText={t('learning.saving')}
          disabled={!ready}
          flexShrink="0"
        >
          {t('learning.markComplete')}
        </Button>
      )}
    </Flex>
  );
}
