import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  Flex,
  Heading,
  Link,
  RadioGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { certificatePagePath } from '../../../../../shared/certificate-paths';
import {
  MyCertificateDocument,
  type MyCertificateQuery,
  useSubmitQuizAttemptMutation,
  useTakeQuizQuery,
  type QuizAttemptFieldsFragment,
  type TakeQuizQuery,
} from '../../../generated/quizzes';
import { errorMessage } from '../../../lib/errorMessage';
import { plural } from '../../../lib/format';

type TakenQuiz = TakeQuizQuery['quiz'];

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
  const { data, error } = useTakeQuizQuery({ variables: { id: quizId } });
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{errorMessage(error, 'Could not load the quiz')}</Alert.Description>
      </Alert.Root>
    );
  if (!data)
    return (
      <Center py="12">
        <Spinner role="status" aria-label="Loading quiz" />
      </Center>
    );
  return <QuizBody key={quizId} quiz={data.quiz} readOnly={readOnly} onClose={onClose} />;
}

function QuizBody({
  quiz,
  readOnly = false,
  onClose,
}: { quiz: TakenQuiz } & Omit<Props, 'quizId'>) {
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
            Quiz: {quiz.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {plural(quiz.questions.length, 'question')} · pass mark {quiz.passMarkPercent}% ·{' '}
            {quiz.attemptsLeft === null
              ? 'unlimited attempts'
              : `${plural(quiz.attemptsLeft, 'attempt')} left of ${quiz.attemptLimit}`}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={onClose}>
          Back to the lecture
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

function QuizForm({
  quiz,
  readOnly,
  onSubmitted,
}: {
  quiz: TakenQuiz;
  readOnly: boolean;
  onSubmitted: (attempt: QuizAttemptFieldsFragment, certificateId: string | undefined) => void;
}) {
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  // The answer carries the quizzes passed (the player's list reads them) and the certificate the
  // pass may complete, so the player shows both without waiting for a refetch; My Enrollments
  // (quizzes passed) is dropped from the cache so it loads anew.
  const [submit, { loading, error }] = useSubmitQuizAttemptMutation({
    update(cache, { data }) {
      const certificate = data?.submitQuizAttempt.certificate;
      if (certificate)
        cache.writeQuery<MyCertificateQuery>({
          query: MyCertificateDocument,
          variables: { courseId: quiz.courseId },
          data: { myCertificate: certificate },
        });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
      cache.gc();
    },
  });
  const unanswered = quiz.questions.filter((q) => !chosen[q.id]?.length).length;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unanswered || readOnly) return;
    const answers = quiz.questions.map((q) => ({ questionId: q.id, optionIds: chosen[q.id] }));
    const { data } = await submit({ variables: { quizId: quiz.id, answers } }).catch(() => ({
      data: undefined,
    }));
    if (data) onSubmitted(data.submitQuizAttempt.attempt, data.submitQuizAttempt.certificate?.id);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="5">
        <Stack as="ol" gap="5" ps="0" listStyleType="none">
          {quiz.questions.map((question, index) => {
            const labelId = `quiz-question-${question.id}`;
            const picked = chosen[question.id] ?? [];
            return (
              <Box as="li" key={question.id} role="group" aria-labelledby={labelId}>
                <Text id={labelId} fontWeight="medium" mb="2" whiteSpace="pre-line">
                  {index + 1}. {question.prompt}
                  {question.kind === 'MULTIPLE_CHOICE' && (
                    <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                      {' '}
                      (choose all that apply)
                    </Text>
                  )}
                </Text>
                {question.kind === 'MULTIPLE_CHOICE' ? (
                  <Stack gap="2">
                    {question.options.map((option) => (
                      <Checkbox.Root
                        key={option.id}
                        colorPalette="brand"
                        checked={picked.includes(option.id)}
                        onCheckedChange={(details) =>
                          setChosen((current) => ({
                            ...current,
                            [question.id]:
                              details.checked === true
                                ? [...picked, option.id]
                                : picked.filter((id) => id !== option.id),
                          }))
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{option.text}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                ) : (
                  <RadioGroup.Root
                    colorPalette="brand"
                    aria-labelledby={labelId}
                    value={picked[0] ?? null}
                    onValueChange={(details) =>
                      details.value &&
                      setChosen((current) => ({ ...current, [question.id]: [details.value!] }))
                    }
                  >
                    <Stack gap="2">
                      {question.options.map((option) => (
                        <RadioGroup.Item key={option.id} value={option.id}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{option.text}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                )}
              </Box>
            );
          })}
        </Stack>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>
              {errorMessage(error, 'Your answers could not be submitted')}
            </Alert.Description>
          </Alert.Root>
        )}
        {readOnly ? (
          <Text fontSize="sm" color="fg.muted">
            Learners answer and submit the quiz here.
          </Text>
        ) : (
          <Flex gap="3" align="center" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={loading} disabled={unanswered > 0}>
              Submit answers
            </Button>
            {unanswered > 0 && (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {plural(unanswered, 'question')} left to answer
              </Text>
            )}
          </Flex>
        )}
      </Stack>
    </form>
  );
}

function QuizResult({
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
