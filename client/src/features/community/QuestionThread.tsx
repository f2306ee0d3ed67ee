import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ANSWER_MAX_LENGTH } from '../../../../shared/community';
import { formatPlaybackTime } from '../../lib/format';
import { useT } from './i18n';
import { PostForm } from './PostForm';
import {
  QuestionThreadDocument,
  useAcceptAnswerMutation,
  useAnswerQuestionMutation,
  useQuestionThreadQuery,
} from './questions.generated';
import { ReportButton } from './ReportButton';
import { useAttempt } from './useQuestionWrites';

/** The booking page of the course's mentor, its note the question and the second it is about. */
export function askMentorPath(mentorId: string, courseId: string, note: string): string {
  const search = new URLSearchParams({ course: courseId, note });
  return `/mentors/${mentorId}?${search.toString()}`;
}

/**
 * A question's thread: its answers (the accepted one first, then the instructor's), a reply box,
 * "Accept" for the asker, and "Ask a mentor" once it has waited 48 hours unanswered.
 */
export function QuestionThread({
  questionId,
  onAnswered,
}: {
  questionId: string;
  /** After a reply is posted (the inbox moves the question out of "waiting"). */
  onAnswered?: () => void;
}) {
  const t = useT();
  const attempt = useAttempt();
  const { data, loading, error } = useQuestionThreadQuery({
    variables: { id: questionId },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = [
    { query: QuestionThreadDocument, variables: { id: questionId } },
    'CourseQuestions',
  ];
  const [answer, answering] = useAnswerQuestionMutation({
    refetchQueries: refetch,
    awaitRefetchQueries: true,
  });
  const [accept] = useAcceptAnswerMutation();
  const question = data?.question;
  if (error)
    return (
      <Text fontSize="sm" color="fg.error">
        {t('community.threadFailed')}
      </Text>
    );
  if (!question)
    return loading ? (
      <Text fontSize="sm" color="fg.muted">
        {t('community.loadingThread')}
      </Text>
    ) : null;
  const at =
    question.positionSeconds === null ? null : formatPlaybackTime(question.positionSeconds);
  const note = at
    ? t('community.mentorNoteAt', {
        lecture: question.lectureTitle,
        time: at,
        question: question.body,
      })
    : t('community.mentorNote', { lecture: question.lectureTitle, question: question.body });
  return (
    <Stack
      gap="3"
      ps={{ base: '2', md: '4' }}
      borderStartWidth="2px"
      borderColor="border.emphasized"
    >
      {question.askMentor && (
        <Box bg="orange.50" rounded="md" p="3">
          <Text fontSize="sm">{t('community.stillUnanswered')}</Text>
          <Link asChild colorPalette="brand" fontWeight="semibold" fontSize="sm">
            <RouterLink
              to={askMentorPath(question.askMentor.id, question.courseId, note.slice(0, 1000))}
            >
              {t('community.askMentor', { name: question.askMentor.name })}
            </RouterLink>
          </Link>
        </Box>
      )}
      {question.answers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('community.noAnswers')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('community.answersLabel')}>
          {question.answers.map((a) => (
            <Box as="li" key={a.id} data-testid="answer">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontSize="sm" fontWeight="semibold">
                  {a.author?.name ?? t('community.formerMember')}
                </Text>
                {a.byInstructor && <Badge colorPalette="purple">{t('community.instructor')}</Badge>}
                {a.accepted && <Badge colorPalette="green">{t('community.accepted')}</Badge>}
                {a.hidden && <Badge colorPalette="red">{t('community.hidden')}</Badge>}
              </Flex>
              <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {a.body}
              </Text>
              <Flex gap="2">
                {question.isMine && !a.accepted && a.author?.id !== question.author?.id && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="green"
                    onClick={() =>
                      void attempt(
                        () => accept({ variables: { answerId: a.id } }),
                        t('community.acceptedToast'),
                      )
                    }
                  >
                    {t('community.accept')}
                  </Button>
                )}
                {!question.isMine && <ReportButton answerId={a.id} />}
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      <PostForm
        label={t('community.replyLabel')}
        submitLabel={t('community.reply')}
        max={ANSWER_MAX_LENGTH}
        saving={answering.loading}
        onPost={async (body) => {
          const posted = await attempt(
            () => answer({ variables: { questionId, body } }),
            t('community.replied'),
          );
          if (posted) onAnswered?.();
          return posted;
        }}
      />
    </Stack>
  );
}
