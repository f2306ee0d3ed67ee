import { Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuListChecks } from 'react-icons/lu';
import { plural } from '../../../lib/format';
import type { PlayerQuiz } from './usePlayerQuizzes';

interface Props {
  quiz: PlayerQuiz;
  selected: boolean;
  passed: boolean;
  /** Absent on the course page: the quiz is listed, taken only in the player. */
  onOpen?: () => void;
}

/** A quiz in the player's curriculum, between the lectures it follows and precedes. */
export function QuizRow({ quiz, selected, passed, onOpen }: Props) {
  const action = passed ? 'Review' : 'Take quiz';
  return (
    <Flex
      as="li"
      gap="3"
      px="4"
      py="2"
      align="center"
      bg={selected ? 'brand.subtle' : undefined}
      aria-current={selected ? 'true' : undefined}
      data-testid="player-quiz"
    >
      {passed ? (
        <Icon
          as={LuCircleCheck}
          color="green.600"
          role="img"
          aria-label="Passed"
          aria-hidden={false}
        />
      ) : (
        <Icon as={LuListChecks} color="fg.muted" aria-hidden />
      )}
      <Stack gap="0" flex="1" minW="0">
        <Text fontSize="sm" fontWeight={selected ? 'semibold' : 'normal'} overflowWrap="anywhere">
          Quiz: {quiz.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {plural(quiz.questionCount, 'question')} · pass mark {quiz.passMarkPercent}%
        </Text>
      </Stack>
      {onOpen && (
        <Button
          size="xs"
          variant={selected ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-label={`${action}: ${quiz.title}`}
          onClick={onOpen}
        >
          {action}
        </Button>
      )}
    </Flex>
  );
}
