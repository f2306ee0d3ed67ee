import { Box, Button, Flex, Heading, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuChevronDown, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { ChapterDraft, Direction } from './curriculum';
import { LectureItem } from './LectureItem';
import { MoveButtons } from './MoveButtons';
import { formatCount } from '../../../lib/format';
import { useT } from '../courseEditor.i18n';

interface ChapterCardProps {
  number: number;
  /** Chapters in the course. */
  count: number;
  chapter: ChapterDraft;
  onToggle: () => void;
  onMove: (direction: Direction) => void;
  onRename: () => void;
  onRemove: () => void;
  onAddLecture: () => void;
  onMoveLecture: (lectureKey: string, direction: Direction) => void;
  onEditLecture: (lectureKey: string) => void;
  onRemoveLecture: (lectureKey: string) => void;
}

/** A chapter: number and title, collapse toggle, move, rename, remove, its lectures and 'Add Lecture'. */
export function ChapterCard({
  number,
  count: chapterCount,
  chapter,
  onToggle,
  onMove,
  onRename,
  onRemove,
  onAddLecture,
  onMoveLecture,
  onEditLecture,
  onRemoveLecture,
}: ChapterCardProps) {
  const t = useT();
  const bodyId = useId();
  const title = chapter.chapterTitle;
  const count = chapter.lectures.length;
  const expanded = !chapter.collapsed;

  return (
    <Box as="li" borderWidth="1px" rounded="lg" bg="bg" listStyleType="none">
      <Flex align="center" gap="2" p="3" borderBottomWidth={expanded ? '1px' : '0'}>
        <IconButton
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t('courseEditor.chapter.toggle', { number })}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <Icon
            as={LuChevronDown}
            transform={expanded ? undefined : 'rotate(-90deg)'}
            transition="transform 0.2s"
          />
        </IconButton>
        <Stack gap="0" flex="1" minW="0">
          <Heading as="h3" size="sm" overflowWrap="anywhere">
            {number}. {chapter.chapterTitle}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('courseEditor.chapter.lectureCount', { count, n: formatCount(count) })}
          </Text>
        </Stack>
        <MoveButtons
          labels={{
            up: t('courseEditor.chapter.moveUp', { title }),
            down: t('courseEditor.chapter.moveDown', { title }),
          }}
          position={number}
          count={chapterCount}
          onMove={onMove}
        />
        <IconButton
          type="button"
          size="sm"
          variant="ghost"
          aria-label={t('courseEditor.chapter.rename', { title })}
          onClick={onRename}
        >
          <LuPencil />
        </IconButton>
        <IconButton
          type="button"
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('courseEditor.chapter.remove', { title })}
          onClick={onRemove}
        >
          <LuTrash2 />
        </IconButton>
      </Flex>
      <Box id={bodyId} hidden={!expanded} p="2">
        {count > 0 && (
          <Stack as="ol" gap="0" mb="2">
            {chapter.lectures.map((lecture, index) => (
              <LectureItem
                key={lecture.key}
                number={index + 1}
                count={count}
                lecture={lecture}
                onMove={(direction) => onMoveLecture(lecture.key, direction)}
                onEdit={() => onEditLecture(lecture.key)}
                onRemove={() => onRemoveLecture(lecture.key)}
              />
            ))}
          </Stack>
        )}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          colorPalette="brand"
          aria-label={t('courseEditor.chapter.addLectureTo', { title })}
          onClick={onAddLecture}
        >
          <LuPlus /> {t('courseEditor.chapter.addLecture')}
        </Button>
      </Box>
    </Box>
  );
}
