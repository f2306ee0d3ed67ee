import { Button, Flex, HStack, Icon, Text } from '@chakra-ui/react';
import { LuCirclePlay, LuLock } from 'react-icons/lu';
import { Fragment } from 'react';
import { ChapterAccordion } from '../../components/ChapterAccordion';
import { formatMinutes } from '../../lib/format';
import { QuizRow } from '../learning/quizzes/QuizRow';
import { quizzesAround } from '../learning/player/playerSequence';
import type { PlayerQuizzes } from '../learning/quizzes/usePlayerQuizzes';
import type { CourseChapter, CourseLecture } from './courseTypes';
import { useT } from './i18n';

interface Props {
  chapters: CourseChapter[];
  /** The lecture playing in the preview panel, if any. */
  selectedLectureId?: string;
  onPreview: (lecture: CourseLecture) => void;
  /** The course's quizzes, listed among the lectures. */
  quizzes?: PlayerQuizzes;
}

/** The course page's curriculum: free lectures can be previewed, the others are Locked. */
export function ChapterList({ chapters, selectedLectureId, onPreview, quizzes }: Props) {
  return (
    <ChapterAccordion
      chapters={chapters}
      renderLecture={(lecture) => {
        const chapter = chapters.find((c) => c.chapterContent.includes(lecture));
        const place = (chapter?.chapterContent.indexOf(lecture) ?? 0) + 1;
        const { before, after } = quizzesAround(
          chapter && quizzes?.byChapter.get(chapter.chapterId),
          place,
          place === chapter?.chapterContent.length,
        );
        const quizRow = (quiz: (typeof before)[number]) => (
          <QuizRow key={quiz.id} quiz={quiz} selected={false} passed={false} />
        );
        return (
          <Fragment key={lecture.lectureId}>
            {before.map(quizRow)}
            <LectureRow
              lecture={lecture}
              selected={lecture.lectureId === selectedLectureId}
              onPreview={() => onPreview(lecture)}
            />
            {after.map(quizRow)}
          </Fragment>
        );
      }}
    />
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
  const t = useT();
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
              aria-label={t('courses.chapters.freePreviewOf', { title: lecture.lectureTitle })}
              aria-pressed={selected}
              onClick={onPreview}
            >
              {t('courses.chapters.freePreview')}
            </Button>
          ) : (
            <HStack gap="1" color="fg.muted" fontSize="xs">
              <Icon as={LuLock} aria-hidden />
              <Text as="span">{t('courses.chapters.locked')}</Text>
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
