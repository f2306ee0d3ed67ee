import { Alert, Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { certificatePagePath } from '../../../../../shared/certificate-paths';
import type { QuizAttemptFieldsFragment } from './quizzes.generated';
import type { TakenQuiz } from './quizTypes';

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
  const optionText = new Map(quiz.questions.flatMap((q) => q.options.map((o) => [o.id, o.text])));
  return (
    <Stack gap="4" data-testid="quiz-result">
      <Alert.Root status={result.passed ? 'success' : 'warning'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {result.passed ? 'Passed' : 'Not passed yet'}: {result.scorePercent}% (
            {result.correctCount} of {result.questionCount} right)
          </Alert.Title>
          <Alert.Description>
            {result.passed ? 'Well done.' : `You need ${quiz.passMarkPercent}% to pass.`}
            {certificateId && (
              <>
                {' '}
                Your certificate is ready:{' '}
                <Link asChild color="brand.700" fontWeight="semibold">
                  <RouterLink to={certificatePagePath(certificateId)}>
                    view your certificate
                  </RouterLink>
                </Link>
                .
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
                {index + 1}. {question.prompt}
              </Text>
              <Badge colorPalette={question.answeredCorrectly ? 'green' : 'red'}>
                {question.answeredCorrectly ? 'Correct' : 'Incorrect'}
              </Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted" mt="1">
              Your answer:{' '}
              {question.chosenOptionIds
                .map((id) => optionText.get(id) ?? 'an option since changed')
                .join(', ')}
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
          Try again
        </Button>
      )}
      {onRetry && result.passed && (
        <Button alignSelf="flex-start" variant="outline" onClick={onRetry}>
          Take it again
        </Button>
      )}
    </Stack>
  );
}
