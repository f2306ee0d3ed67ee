import { LuListChecks } from 'react-icons/lu';
import { plural } from '../../../lib/format';
import { CurriculumRow } from '../player/CurriculumRow';
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
  return (
    <CurriculumRow
      prefix="Quiz: "
      title={quiz.title}
      detail={`${plural(quiz.questionCount, 'question')} · pass mark ${quiz.passMarkPercent}%`}
      icon={LuListChecks}
      selected={selected}
      done={passed}
      doneLabel="Passed"
      action={passed ? 'Review' : 'Take quiz'}
      onAction={onOpen}
      testId="player-quiz"
    />
  );
}
