import { Text } from '@chakra-ui/react';
import { formatCount } from '../../../lib/format';
import { useMyQuizProgressQuery } from './quizzes.generated';
import { useT } from '../i18n';

/**
 * "Quizzes: 1 of 2 passed" under a course's progress on My Enrollments; nothing for a course
 * without quizzes. Every row reads the same query, so the page asks once.
 */
export function QuizzesPassed({ courseId }: { courseId: string }) {
  const t = useT();
  const { data } = useMyQuizProgressQuery({ fetchPolicy: 'cache-and-network' });
  const quizzes = data?.myEnrollments.find((e) => e.course.id === courseId)?.quizzes;
  if (!quizzes || quizzes.total === 0) return null;
  const all = quizzes.passed === quizzes.total;
  return (
    <Text fontSize="xs" color={all ? 'green.700' : 'fg.muted'} data-testid="quizzes-passed">
      {t(all ? 'learning.quizzesPassed' : 'learning.quizzesPassedPartial', {
        passed: formatCount(quizzes.passed),
        total: formatCount(quizzes.total),
      })}
    </Text>
  );
}
