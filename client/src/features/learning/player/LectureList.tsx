import { Box, Button, chakra, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuCircleCheck, LuCirclePlay } from 'react-icons/lu';
import { formatMinutes } from '../../../lib/format';
import type { PlayerChapter, PlayerLecture } from './playerTypes';

interface Props {
  chapters: PlayerChapter[];
  selectedLectureId: string | undefined;
  completedIds: ReadonlySet<string>;
  onWatch: (lecture: PlayerLecture) => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The player's chapters, each opening on its own (the first starts open), with Watch/Rewatch. */
export function LectureList({ chapters, selectedLectureId, completedIds, onWatch }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(chapters.slice(0, 1).map((c) => c.chapterId)),
  );
  const toggle = (chapterId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(chapterId)) next.add(chapterId);
      return next;
    });

  if (chapters.length === 0) return <Text color="fg.muted">Lectures are on their way.</Text>;

  return (
    <Box borderWidth="1px" rounded="lg" overflow="hidden">
      {chapters.map((chapter) => (
        <ChapterSection
          key={chapter.chapterId}
          chapter={chapter}
          open={open.has(chapter.chapterId)}
          onToggle={() => toggle(chapter.chapterId)}
          selectedLectureId={selectedLectureId}
          completedIds={completedIds}
          onWatch={onWatch}
        />
      ))}
    </Box>
  );
}

function ChapterSection({
  chapter,
  open,
  onToggle,
  ...rows
}: {
  chapter: PlayerChapter;
  open: boolean;
  onToggle: () => void;
} & Omit<Props, 'chapters'>) {
  const panelId = useId();
  const lectures = chapter.chapterContent;
  const minutes = lectures.reduce((sum, lecture) => sum + lecture.lectureDuration, 0);

  return (
    <Box borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
      <Heading as="h3" size="sm">
        <chakra.button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          display="flex"
          alignItems="center"
          gap="3"
          width="full"
          px="4"
          py="3"
          bg="bg.muted"
          textAlign="start"
          cursor="pointer"
          _hover={{ bg: 'bg.emphasized' }}
          _focusVisible={{
            outline: '2px solid',
            outlineColor: 'brand.focusRing',
            outlineOffset: '-2px',
          }}
        >
          <Icon
            as={LuChevronDown}
            aria-hidden
            transition="transform 0.2s"
            transform={open ? 'rotate(180deg)' : undefined}
          />
          <Text as="span" flex="1" fontWeight="semibold" minW="0">
            {chapter.chapterTitle}
          </Text>
          <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
            {plural(lectures.length, 'lecture')} - {formatMinutes(minutes)}
          </Text>
        </chakra.button>
      </Heading>
      <Box id={panelId} hidden={!open}>
        {open && (
          <Stack as="ul" gap="0" py="1" listStyleType="none">
            {lectures.map((lecture) => (
              <LectureRow key={lecture.lectureId} lecture={lecture} {...rows} />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

function LectureRow({
  lecture,
  selectedLectureId,
  completedIds,
  onWatch,
}: { lecture: PlayerLecture } & Omit<Props, 'chapters'>) {
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
