import { Alert, Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { certificatePagePath } from '../../../../../shared/certificate-paths';
import type { QuizAttemptFieldsFragment } from './quizzes.generated';
import type { TakenQuiz } from './quizTypes';
import { formatCount } from '../../../lib/format';
import { T, useT } from '../i18n';

/** The link inside "Your certificate is ready: view your certificate." (the message gives its words). */
function CertificateLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A graded attempt: the score, pass or fail, each question's explanation, and the certificate once earned. */
export function QuizResult({
  quiz,
  result,
  certificateId,
  onRetry,
}: {
  quiz: TakenQuiz;
  result: QuizAttemptFieldsFragment;
  certificateId: string | undefined;
  onRetry?: () => void;
}) {
  const t = useT();
  const score = {
    score: formatCount(result.scorePercent),
    correct: formatCount(result.correctCount),
    total: formatCount(result.questionCount),
  };
  const optionText = new Map(quiz.questions.flatMap((q) => q.options.map((o) => [o.id, o.text])));
  return (
    <Stack gap="4" data-testid="quiz-result">
      <Alert.Root status={result.passed ? 'success' : 'warning'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t(result.passed ? 'learning.resultPassed' : 'learning.resultNotPassed', score)}
          </Alert.Title>
          <Alert.Description>
            {result.passed
              ? t('learning.wellDone')
              : t('learning.needToPass', { passMark: formatCount(quiz.passMarkPercent) })}
            {certificateId && (
              <>
                {' '}
                <T
                  id="learning.certificateReady"
                  components={{
                    0: <CertificateLink to={certificatePagePath(certificateId)} />,
                  }}
                />
              </>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack as="ol" gap="3" ps="0" listStyleType="none">
        {result.questions.map((question, index) => (
          <Box as="li" key={question.questionId} borderWidth="1px" rounded="md" p="3">
            <Flex gap="2" align="start" wrap="wrap">
              <Text fontWeight="medium" flex="1" minW="0" whiteSpace="pre-line">
                {t('learning.questionPrompt', {
                  number: formatCount(index + 1),
                  prompt: question.prompt,
                })}
              </Text>
              <Badge colorPalette={question.answeredCorrectly ? 'green' : 'red'}>
                {t(question.answeredCorrectly ? 'learning.correct' : 'learning.incorrect')}
              </Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {t('learning.yourAnswer', {
                answers: question.chosenOptionIds
                  .map((id) => optionText.get(id) ?? t('learning.optionChanged'))
                  .join(', '),
              })}
            </Text>
            {question.explanation && (
              <Text fontSize="sm" mt="2" whiteSpace="pre-line">
                {question.explanation}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {onRetry && !result.passed && (
        <Button alignSelf="flex-start" colorPalette="brand" onClick={onRetry}>
          {t('learning.quizTryAgain')}
        </Button>
      )}
      {onRetry && result.passed && (
        <Button alignSelf="flex-start" variant="outline" onClick={onRetry}>
          {t('learning.takeAgain')}
        </Button>
      )}
    </Stack>
  );
}
