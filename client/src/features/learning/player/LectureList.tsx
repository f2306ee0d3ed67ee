import { Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCirclePlay } from 'react-icons/lu';
import { ChapterAccordion } from '../../../components/ChapterAccordion';
import { formatMinutes } from '../../../lib/format';
import type { PlayerChapter, PlayerLecture } from './playerTypes';

interface Props {
  chapters: PlayerChapter[];
  selectedLectureId: string | undefined;
  /** The chapter holding the current lecture: kept open. */
  currentChapterId: string | undefined;
  completedIds: ReadonlySet<string>;
  onWatch: (lecture: PlayerLecture) => void;
}

/** The player's curriculum: each lecture with Watch, or Rewatch once completed. */
export function LectureList({ chapters, currentChapterId, ...rows }: Props) {
  return (
    <ChapterAccordion
      chapters={chapters}
      openChapterId={currentChapterId}
      renderLecture={(lecture) => (
        <LectureRow key={lecture.lectureId} lecture={lecture} {...rows} />
      )}
    />
  );
}

function LectureRow({
  lecture,
  selectedLectureId,
  completedIds,
  onWatch,
}: { lecture: PlayerLecture } & Omit<Props, 'chapters' | 'currentChapterId'>) {
  const selected = lecture.lectureId === selectedLectureId;
  const completed = completedIds.has(lecture.lectureId);
  const action = completed ? 'Rewatch' : 'Watch';

  return (
    <Flex
      as="li"
      gap="3"
      px="4"
      py="2"
      align="center"
      bg={selected ? 'brand.subtle' : undefined}
      aria-current={selected ? 'true' : undefined}
      data-testid="player-lecture"
    >
      {completed ? (
        <Icon
          as={LuCircleCheck}
          color="green.600"
          role="img"
          aria-label="Completed"
          aria-hidden={false}
        />
      ) : (
        <Icon as={LuCirclePlay} color="fg.muted" aria-hidden />
      )}
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight={selected ? 'semibold' : 'normal'} overflowWrap="anywhere">
          {lecture.lectureTitle}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatMinutes(lecture.lectureDuration)}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant={selected ? 'solid' : 'outline'}
        colorPalette="brand"
        aria-label={`${action}: ${lecture.lectureTitle}`}
        onClick={() => onWatch(lecture)}
      >
        {action}
      </Button>
    </Flex>
  );
}
