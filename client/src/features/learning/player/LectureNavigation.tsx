import { Button, Flex, Icon, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import type { PlayerLecture } from './playerTypes';
import type { PlayerItem, SequenceQuiz } from './playerSequence';
import { t as translate, useT } from '../i18n';

type Item = PlayerItem<PlayerLecture, SequenceQuiz & { title: string }>;

interface Props {
  previous: Item | undefined;
  next: Item | undefined;
  /** Once the current lecture is complete (or quiz passed), Next becomes the page's main action. */
  currentCompleted: boolean;
  onGo: (item: Item) => void;
  nextRef?: Ref<HTMLButtonElement>;
}

/** What a button names: "Previous lecture: <title>", "Next quiz: <title>". */
function named(t: typeof translate, direction: 'previous' | 'next', item: Item) {
  if (item.kind === 'quiz')
    return t(direction === 'next' ? 'learning.nextQuizLabel' : 'learning.previousQuizLabel', {
      title: item.quiz.title,
    });
  return t(direction === 'next' ? 'learning.nextLectureLabel' : 'learning.previousLectureLabel', {
    title: item.lecture.lectureTitle,
  });
}

/**
 * Previous and Next under the video (or the quiz), across chapters and through the quizzes; each
 * is absent at its end of the course.
 */
export function LectureNavigation({ previous, next, currentCompleted, onGo, nextRef }: Props) {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <Flex
      as="nav"
      aria-label={t('learning.lectureNavigation')}
      gap="3"
      justify="space-between"
      wrap="wrap"
    >
      {previous && (
        <Button
          variant="outline"
          colorPalette="brand"
          maxW="50%"
          aria-label={named(t, 'previous', previous)}
          onClick={() => onGo(previous)}
        >
          {/* Every react-icons icon lands in the entry chunk: turn one it already holds. */}
          <Icon as={LuChevronDown} transform="rotate(90deg)" aria-hidden />
          <Text as="span" truncate>
            {t('learning.previous')}
          </Text>
        </Button>
      )}
      {next && (
        <Button
          ref={nextRef}
          ms="auto"
          variant={currentCompleted ? 'solid' : 'outline'}
          colorPalette="brand"
          size={currentCompleted ? 'lg' : 'md'}
          flex={{ base: '1', sm: 'initial' }}
          maxW={{ sm: '50%' }}
          aria-label={named(t, 'next', next)}
          onClick={() => onGo(next)}
        >
          <Text as="span" truncate>
            {t(next.kind === 'quiz' ? 'learning.nextQuiz' : 'learning.nextLecture')}
          </Text>
          <Icon as={LuChevronDown} transform="rotate(-90deg)" aria-hidden />
        </Button>
      )}
    </Flex>
  );
}
