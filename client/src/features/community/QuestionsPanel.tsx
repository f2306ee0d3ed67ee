import { Badge, Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { QUESTION_MAX_LENGTH } from '../../../../shared/community';
import type { QuestionFilter } from '../../generated/types';
import { formatCount, formatPlaybackTime } from '../../lib/format';
import { usePlaybackSecond } from '../../lib/usePlaybackSecond';
import { useT } from './i18n';
import { MoreButton, useLongerList } from './LongerList';
import { PostForm } from './PostForm';
import { QuestionThread } from './QuestionThread';
import {
  type QuestionFieldsFragment,
  useAskQuestionMutation,
  useCourseQuestionsQuery,
  useUpvoteQuestionMutation,
  useWithdrawQuestionUpvoteMutation,
} from './questions.generated';
import { ReportButton } from './ReportButton';
import { useAttempt } from './useQuestionWrites';

export interface QuestionLecture {
  lectureId: string;
  lectureTitle: string;
}

/** The list's choice: a server filter, or this lecture's questions. */
type Choice = QuestionFilter | 'LECTURE';
const PAGE = 20;
const CHOICES: Choice[] = ['ALL', 'LECTURE', 'UNANSWERED', 'MINE', 'MOST_UPVOTED'];

interface Props {
  courseId: string;
  /** The lecture on screen: questions are asked about it. */
  lecture: QuestionLecture | undefined;
  /** The video's second now (undefined before it is ready). */
  currentTime: () => number | undefined;
  /** Plays a question's lecture from its second. */
  onSeek: (lectureId: string, seconds: number) => void;
  /** The thread to show open (a marker clicked, or `?question=` in a link). */
  openId: string | null;
  onOpen: (id: string | null) => void;
}

/**
 * "Questions": the course's questions on what the learner may watch, filtered; "Ask at 2:13"
 * anchors a new one to the video's second. Each opens its thread; others upvote it.
 */
export function QuestionsPanel({ courseId, lecture, currentTime, onSeek, openId, onOpen }: Props) {
  const t = useT();
  const attempt = useAttempt();
  const [choice, setChoice] = useState<Choice>('ALL');
  const [asking, setAsking] = useState<number | null>(null);
  const lectureId = lecture?.lectureId;
  const listed = choice === 'LECTURE' ? (lectureId ?? null) : null;
  const { first, growing, more } = useLongerList(PAGE, `${choice}:${listed}`);
  const second = usePlaybackSecond(currentTime, lecture !== undefined && asking === null);
  const variables = {
    courseId,
    lectureId: listed,
    filter: choice === 'LECTURE' ? 'ALL' : choice,
    first,
  } as const;
  const { data, previousData, loading, error } = useCourseQuestionsQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  // Every list of the course's questions (this panel's, the timeline's markers) shows the new one.
  const [ask, askState] = useAskQuestionMutation({
    refetchQueries: ['CourseQuestions'],
    awaitRefetchQueries: true,
  });
  // A new lecture closes a half-written question about the last one.
  useEffect(() => setAsking(null), [lectureId]);
  const page = (data ?? (growing ? previousData : undefined))?.courseQuestions;

  return (
    <Stack
      as="section"
      aria-labelledby="lecture-questions"
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h2" id="lecture-questions" size="lg">
          {t('community.questions')}
        </Heading>
        {lecture && asking === null && (
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            onClick={() => setAsking(Math.floor(currentTime() ?? second))}
          >
            {t('community.askAt', { time: formatPlaybackTime(second) })}
          </Button>
        )}
      </Flex>
      {lecture && asking !== null && (
        <PostForm
          label={t('community.questionLabel', { lecture: lecture.lectureTitle })}
          submitLabel={t('community.postQuestion')}
          max={QUESTION_MAX_LENGTH}
          saving={askState.loading}
          anchorLabel={t('community.anchorAt', { time: formatPlaybackTime(asking) })}
          onCancel={() => setAsking(null)}
          onPost={async (body, anchored) => {
            let id: string | undefined;
            const posted = await attempt(async () => {
              const result = await ask({
                variables: {
                  lectureId: lecture.lectureId,
                  body,
                  positionSeconds: anchored ? asking : null,
                },
              });
              id = result.data?.askQuestion.id;
            }, t('community.asked'));
            if (posted) {
              setAsking(null);
              if (id) onOpen(id);
            }
            return posted;
          }}
        />
      )}
      <NativeSelect.Root size="sm" maxW="16rem">
        <NativeSelect.Field
          aria-label={t('community.filterLabel')}
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
        >
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {t(`community.filter.${c}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? (
        <Text fontSize="sm" color="fg.error">
          {t('community.listFailed')}
        </Text>
      ) : !page ? (
        loading && (
          <Text fontSize="sm" color="fg.muted">
            {t('community.loading')}
          </Text>
        )
      ) : page.nodes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('community.none')}
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" data-testid="question-list">
          {page.nodes.map((q) => (
            <QuestionItem
              key={q.id}
              question={q}
              open={openId === q.id}
              onToggle={() => onOpen(openId === q.id ? null : q.id)}
              onSeek={onSeek}
            />
          ))}
        </Stack>
      )}
      <MoreButton
        hasNextPage={page?.pageInfo.hasNextPage}
        first={first}
        loading={loading}
        onClick={more}
      />
    </Stack>
  );
}

function QuestionItem({
  question: q,
  open,
  onToggle,
  onSeek,
}: {
  question: QuestionFieldsFragment;
  open: boolean;
  onToggle: () => void;
  onSeek: (lectureId: string, seconds: number) => void;
}) {
  const t = useT();
  const attempt = useAttempt();
  const [upvote] = useUpvoteQuestionMutation();
  const [withdraw] = useWithdrawQuestionUpvoteMutation();
  const time = q.positionSeconds === null ? null : formatPlaybackTime(q.positionSeconds);
  return (
    <Box as="li" data-testid="question" id={`question-${q.id}`}>
      <Flex gap="2" align="center" wrap="wrap">
        {time && (
          <Button
            size="xs"
            variant="subtle"
            colorPalette="brand"
            fontVariantNumeric="tabular-nums"
            aria-label={t('community.playFrom', { time, lecture: q.lectureTitle })}
            onClick={() => onSeek(q.lectureId, q.positionSeconds!)}
          >
            {time}
          </Button>
        )}
        <Text fontSize="xs" color="fg.muted">
          {q.lectureTitle} · {q.author?.name ?? t('community.formerMember')}
        </Text>
        {q.pinned && <Badge colorPalette="blue">{t('community.pinned')}</Badge>}
        {q.duplicateOfId && <Badge>{t('community.duplicate')}</Badge>}
        {q.hidden && <Badge colorPalette="red">{t('community.hidden')}</Badge>}
        {q.acceptedAnswerId && <Badge colorPalette="green">{t('community.answered')}</Badge>}
      </Flex>
      <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {q.body}
      </Text>
      <Flex gap="2" mt="1" align="center" wrap="wrap">
        <Button
          size="xs"
          variant={q.viewerHasUpvoted ? 'solid' : 'outline'}
          aria-pressed={q.viewerHasUpvoted}
          disabled={q.isMine}
          aria-label={t('community.upvoteLabel', { count: q.upvoteCount })}
          onClick={() =>
            void attempt(
              () =>
                q.viewerHasUpvoted
                  ? withdraw({ variables: { questionId: q.id } })
                  : upvote({ variables: { questionId: q.id } }),
              null,
            )
          }
        >
          ▲ {formatCount(q.upvoteCount)}
        </Button>
        <Button size="xs" variant="ghost" aria-expanded={open} onClick={onToggle}>
          {open ? t('community.hideThread') : t('community.showThread', { count: q.answerCount })}
        </Button>
        {!q.isMine && <ReportButton questionId={q.id} />}
      </Flex>
      {open && (
        <Box mt="3">
          <QuestionThread questionId={q.id} />
        </Box>
      )}
    </Box>
  );
}
