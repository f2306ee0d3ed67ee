import { LuListChecks } from 'react-icons/lu';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';
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
  const t = useT();
  return (
    <CurriculumRow
      prefix={t('learning.quizPrefix')}
      title={quiz.title}
      detail={t('learning.quizDetail', {
        questions: quiz.questionCount,
        passMark: formatCount(quiz.passMarkPercent),
      })}
      icon={LuListChecks}
      selected={selected}
      done={passed}
      doneLabel={t('learning.quizPassed')}
      action={t(passed ? 'learning.reviewQuiz' : 'learning.takeQuiz')}
      onAction={onOpen}
      testId="player-quiz"
    />
  );
}
