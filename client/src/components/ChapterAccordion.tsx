import { Box, chakra, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { formatMinutes } from '../lib/format';
import { useT } from './i18n';

interface AccordionLecture {
  lectureId: string;
  lectureDuration: number;
}

interface AccordionChapter<L extends AccordionLecture> {
  chapterId: string;
  chapterTitle: string;
  chapterContent: L[];
}

interface Props<L extends AccordionLecture> {
  chapters: AccordionChapter<L>[];
  /** One `<li>` per lecture. */
  renderLecture: (lecture: L) => ReactNode;
  /** What a chapter with no lectures lists instead (the player: its quizzes). */
  renderEmpty?: (chapterId: string) => ReactNode;
  /**
   * The chapter holding the current lecture: open at the start instead of the first, and opened
   * again whenever it changes.
   */
  openChapterId?: string;
}

/**
 * A course's chapters, each opening and closing on its own (the first, or `openChapterId`, starts
 * open), with lecture count and total duration. The course page and the player render their own
 * lecture rows.
 */
export function ChapterAccordion<L extends AccordionLecture>({
  chapters,
  renderLecture,
  renderEmpty,
  openChapterId,
}: Props<L>) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(openChapterId ? [openChapterId] : chapters.slice(0, 1).map((c) => c.chapterId)),
  );
  // Moving to a lecture in a closed chapter opens it (the learner may close it again). The first
  // current chapter to arrive (the player's, once progress says where to resume) replaces the
  // first chapter opened in its place.
  const [followed, setFollowed] = useState(openChapterId);
  if (openChapterId !== followed) {
    setFollowed(openChapterId);
    if (openChapterId && !followed) setOpen(new Set([openChapterId]));
    else if (openChapterId && !open.has(openChapterId)) setOpen(new Set(open).add(openChapterId));
  }
  const toggle = (chapterId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(chapterId)) next.add(chapterId);
      return next;
    });

  if (chapters.length === 0) return <Text color="fg.muted">{t('components.lecturesComing')}</Text>;

  return (
    <Box borderWidth="1px" rounded="lg" overflow="hidden">
      {chapters.map((chapter) => (
        <ChapterPanel
          key={chapter.chapterId}
          chapter={chapter}
          open={open.has(chapter.chapterId)}
          onToggle={() => toggle(chapter.chapterId)}
          renderLecture={renderLecture}
          renderEmpty={renderEmpty}
        />
      ))}
    </Box>
  );
}

function ChapterPanel<L extends AccordionLecture>({
  chapter,
  open,
  onToggle,
  renderLecture,
  renderEmpty,
}: {
  chapter: AccordionChapter<L>;
  open: boolean;
  onToggle: () => void;
  renderLecture: (lecture: L) => ReactNode;
  renderEmpty?: (chapterId: string) => ReactNode;
}) {
  const t = useT();
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
            {t('components.chapterSummary', {
              count: lectures.length,
              duration: formatMinutes(minutes),
            })}
          </Text>
        </chakra.button>
      </Heading>
      <Box id={panelId} hidden={!open}>
        {open && (
          <Stack as="ul" gap="0" py="2" listStyleType="none">
            {lectures.length ? lectures.map(renderLecture) : renderEmpty?.(chapter.chapterId)}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
