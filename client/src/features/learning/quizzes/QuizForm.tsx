import { Alert, Box, Button, Checkbox, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  MyCertificateDocument,
  type MyCertificateQuery,
} from '../../certificates/certificate.generated';
import {
  SubmitQuizAttemptDocument,
  useSubmitQuizAttemptMutation,
  type QuizAttemptFieldsFragment,
} from './quizzes.generated';
import { t as offlineT } from '../../offline/i18n';
import { sendOrQueue } from '../../offline/sendOrQueue';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount } from '../../../lib/format';
import { useT } from '../i18n';
import type { TakenQuiz } from './quizTypes';

/** The questions, answered in place; submitting records an attempt and passes the graded result up. */
export function QuizForm({
  quiz,
  readOnly,
  onSubmitted,
}: {
  quiz: TakenQuiz;
  readOnly: boolean;
  onSubmitted: (attempt: QuizAttemptFieldsFragment, certificateId: string | undefined) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  // Submitted offline: the attempt is queued and graded once the connection returns.
  const [queued, setQueued] = useState(false);
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
    const variables = { quizId: quiz.id, answers };
    const sent = await sendOrQueue((context) => submit({ variables, context }), {
      mutation: SubmitQuizAttemptDocument,
      variables,
    }).catch(() => undefined);
    setQueued(sent?.queued === true);
    const data = sent && !sent.queued ? sent.data : undefined;
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
                  {t('learning.questionPrompt', {
                    number: formatCount(index + 1),
                    prompt: question.prompt,
                  })}
                  {question.kind === 'MULTIPLE_CHOICE' && (
                    <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                      {' '}
                      {t('learning.chooseAll')}
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
        {queued && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Description>{offlineT('offline.quizQueued')}</Alert.Description>
          </Alert.Root>
        )}
        {error && !queued && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{errorMessage(error, t('learning.submitFailed'))}</Alert.Description>
          </Alert.Root>
        )}
        {readOnly ? (
          <Text fontSize="sm" color="fg.muted">
            {t('learning.quizReadOnly')}
          </Text>
        ) : (
          <Flex gap="3" align="center" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={loading}
              disabled={unanswered > 0 || queued}
            >
              {t('learning.submitAnswers')}
            </Button>
            {unanswered > 0 && (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('learning.questionsLeft', { count: unanswered })}
              </Text>
            )}
          </Flex>
        )}
      </Stack>
    </form>
  );
}
