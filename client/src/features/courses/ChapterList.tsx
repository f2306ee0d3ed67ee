import { Box, Button, chakra, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuCirclePlay, LuLock } from 'react-icons/lu';
import { formatMinutes } from '../../lib/format';
import type { CourseChapter, CourseLecture } from './courseTypes';

interface Props {
  chapters: CourseChapter[];
  /** The lecture playing in the preview panel, if any. */
  selectedLectureId?: string;
  onPreview: (lecture: CourseLecture) => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The course's chapters, each opening and closing on its own; the first starts open. */
export function ChapterList({ chapters, selectedLectureId, onPreview }: Props) {
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
        <ChapterItem
          key={chapter.chapterId}
          chapter={chapter}
          open={open.has(chapter.chapterId)}
          onToggle={() => toggle(chapter.chapterId)}
          selectedLectureId={selectedLectureId}
          onPreview={onPreview}
        />
      ))}
    </Box>
  );
}

function ChapterItem({
  chapter,
  open,
  onToggle,
  selectedLectureId,
  onPreview,
}: {
  chapter: CourseChapter;
  open: boolean;
  onToggle: () => void;
  selectedLectureId?: string;
  onPreview: (lecture: CourseLecture) => void;
}) {
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
          px={{ base: '3', md: '4' }}
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
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
            {plural(lectures.length, 'lecture')} - {formatMinutes(minutes)}
          </Text>
        </chakra.button>
      </Heading>
      <Box id={panelId} hidden={!open}>
        {open && (
          <Stack as="ul" gap="0" py="2" listStyleType="none">
            {lectures.map((lecture) => (
              <LectureRow
                key={lecture.lectureId}
                lecture={lecture}
                selected={lecture.lectureId === selectedLectureId}
                onPreview={() => onPreview(lecture)}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

function LectureRow({
  lecture,
  selected,
  onPreview,
}: {
  lecture: CourseLecture;
  selected: boolean;
  onPreview: () => void;
}) {
  return (
    <Flex
      as="li"
      gap="3"
      px={{ base: '3', md: '4' }}
      py="2"
      align={{ base: 'start', sm: 'center' }}
      bg={selected ? 'brand.subtle' : undefined}
      data-testid="lecture-row"
    >
      <Icon as={LuCirclePlay} color="fg.muted" mt={{ base: '1', sm: '0' }} aria-hidden />
      <Flex
        flex="1"
        minW="0"
        gap={{ base: '1', sm: '3' }}
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'center' }}
      >
        <Text flex="1" minW="0" fontSize="sm">
          {lecture.lectureTitle}
        </Text>
        <HStack gap="3" fontSize="sm" flexShrink="0">
          {lecture.isPreviewFree ? (
            <Button
              size="xs"
              variant={selected ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-label={`Free Preview: ${lecture.lectureTitle}`}
              aria-pressed={selected}
              onClick={onPreview}
            >
              Free Preview
            </Button>
          ) : (
            <HStack gap="1" color="fg.muted" fontSize="xs">
              <Icon as={LuLock} aria-hidden />
              <Text as="span">Locked</Text>
            </HStack>
          )}
          <Text as="span" color="fg.muted" minW="12" textAlign="end">
            {formatMinutes(lecture.lectureDuration)}
          </Text>
        </HStack>
      </Flex>
    </Flex>
  );
}
