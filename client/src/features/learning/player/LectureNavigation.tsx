import { Button, Flex, Icon, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import type { PlayerLecture } from './playerTypes';
import type { PlayerItem } from './playerSequence';

interface Props {
  previous: PlayerItem<PlayerLecture> | undefined;
  next: PlayerItem<PlayerLecture> | undefined;
  /** Once the current lecture is complete, Next becomes the page's main action. */
  currentCompleted: boolean;
  onGo: (item: PlayerItem<PlayerLecture>) => void;
  nextRef?: Ref<HTMLButtonElement>;
}

/** Previous and Next under the video, across chapters; each is absent at its end of the course. */
export function LectureNavigation({ previous, next, currentCompleted, onGo, nextRef }: Props) {
  if (!previous && !next) return null;
  return (
    <Flex as="nav" aria-label="Lecture navigation" gap="3" justify="space-between" wrap="wrap">
      {previous && (
        <Button
          variant="outline"
          colorPalette="brand"
          maxW="50%"
          aria-label={`Previous lecture: ${previous.lecture.lectureTitle}`}
          onClick={() => onGo(previous)}
        >
          {/* Every react-icons icon lands in the entry chunk: turn one it already holds. */}
          <Icon as={LuChevronDown} transform="rotate(90deg)" aria-hidden />
          <Text as="span" truncate>
            Previous
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
          aria-label={`Next lecture: ${next.lecture.lectureTitle}`}
          onClick={() => onGo(next)}
        >
          <Text as="span" truncate>
            Next lecture
          </Text>
          <Icon as={LuChevronDown} transform="rotate(-90deg)" aria-hidden />
        </Button>
      )}
    </Flex>
  );
}
