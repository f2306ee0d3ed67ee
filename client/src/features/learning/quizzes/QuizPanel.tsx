import { Alert, Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTakeQuizQuery, type QuizAttemptFieldsFragment } from './quizzes.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';
import type { TakenQuiz } from './quizTypes';
import { QuizForm } from './QuizForm';
import { QuizResult } from './QuizResult';

interface Props {
  quizId: string;
  /** Previewing as a student, or the course's owner: the quiz reads, nothing is submitted. */
  readOnly?: boolean;
  onClose: () => void;
}

/**
 * A quiz in the player: its questions (which options are right is never sent before submitting),
 * then the score, pass or fail, and each question's explanation. Loaded lazily.
 */
export default function QuizPanel({ quizId, readOnly = false, onClose }: Props) {
  const t = useT();
  const { data, error } = useTakeQuizQuery({ variables: { id: quizId } });
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{errorMessage(error, t('learning.quizLoadFailed'))}</Alert.Description>
      </Alert.Root>
    );
  if (!data)
    return (
      <Center py="12">
        <Spinner role="status" aria-label={t('learning.loadingQuiz')} />
      </Center>
    );
  return <QuizBody key={quizId} quiz={data.quiz} readOnly={readOnly} onClose={onClose} />;
}

function QuizBody({
  quiz,
  readOnly = false,
  onClose,
}: { quiz: TakenQuiz } & Omit<Props, 'quizId'>) {
  const t = useT();
  const [result, setResult] = useState<QuizAttemptFieldsFragment | null>(quiz.lastAttempt);
  const [certificateId, setCertificateId] = useState<string>();
  const [retaking, setRetaking] = useState(false);
  const showingResult = result !== null && !retaking;

  return (
    <Stack
      as="section"
      aria-labelledby="quiz-title"
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Flex gap="3" align="start" wrap="wrap">
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h2" id="quiz-title" size="lg" overflowWrap="anywhere">
            {t('learning.quizTitle', { title: quiz.title })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {quiz.attemptsLeft === null
              ? t('learning.quizFactsUnlimited', {
                  questions: quiz.questions.length,
                  passMark: formatCount(quiz.passMarkPercent),
                })
              : t('learning.quizFactsLimited', {
                  questions: quiz.questions.length,
                  passMark: formatCount(quiz.passMarkPercent),
                  attempts: quiz.attemptsLeft,
                  limit: formatCount(quiz.attemptLimit ?? 0),
                })}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('learning.backToLecture')}
        </Button>
      </Flex>
      {showingResult ? (
        <QuizResult
          quiz={quiz}
          result={result}
          certificateId={certificateId}
          onRetry={quiz.attemptsLeft !== 0 && !readOnly ? () => setRetaking(true) : undefined}
        />
      ) : (
        <QuizForm
          quiz={quiz}
          readOnly={readOnly}
          onSubmitted={(attempt, certificate) => {
            setResult(attempt);
            setCertificateId(certificate);
            setRetaking(false);
          }}
        />
      )}
    </Stack>
  );
}
