import { Badge, Box, Button, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { questionPagePath } from '../../../../shared/community';
import { formatCount, formatMinutes, formatPlaybackTime } from '../../lib/format';
import { useT } from './i18n';
import { MoreButton, useLongerList } from './LongerList';
import { useEducatorQuestionInboxQuery, usePinQuestionMutation } from './inbox.generated';
import { DuplicateControl } from './DuplicateControl';
import { QuestionThread } from './QuestionThread';
import { useAttempt } from './useQuestionWrites';

const PAGE = 20;

/** A median wait, as durations are shown elsewhere ("1h 5m", "12m"); at least a minute. */
function waitText(t: ReturnType<typeof useT>, seconds: number | null) {
  return seconds === null
    ? t('community.inbox.noMedian')
    : formatMinutes(Math.max(60, seconds) / 60);
}

/**
 * The educator's questions across their courses, unanswered first, each with its lecture and
 * second; answered in place, pinned, or opened in the player. Above: each course's median time to
 * a first answer.
 */
export function QuestionInbox() {
  const t = useT();
  const attempt = useAttempt();
  const { first, growing, more } = useLongerList(PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const {
    data: latest,
    previousData,
    loading,
    error,
    refetch,
  } = useEducatorQuestionInboxQuery({
    variables: { first },
    fetchPolicy: 'cache-and-network',
  });
  const [pin] = usePinQuestionMutation();
  const data = latest ?? (growing ? previousData : undefined);
  if (error) return <Text color="fg.error">{t('community.listFailed')}</Text>;
  if (!data) return loading ? <Text color="fg.muted">{t('community.loading')}</Text> : null;
  const { nodes, pageInfo } = data.educatorQuestionInbox;
  return (
    <Stack gap="6">
      {data.educatorQuestionStats.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption>{t('community.inbox.statsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('community.inbox.course')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('community.inbox.questions')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('community.inbox.unanswered')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {t('community.inbox.median')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.educatorQuestionStats.map((s) => (
                <Table.Row key={s.courseId}>
                  <Table.Cell>{s.courseTitle}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(s.questionCount)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(s.unansweredCount)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {waitText(t, s.medianSecondsToFirstAnswer)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {nodes.length === 0 ? (
        <Text color="fg.muted">{t('community.inbox.empty')}</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" data-testid="inbox">
          {nodes.map((q) => (
            <Box
              as="li"
              key={q.id}
              borderWidth="1px"
              rounded="md"
              p="3"
              data-testid="inbox-question"
            >
              <Flex gap="2" align="center" wrap="wrap">
                {!q.firstAnsweredAt && (
                  <Badge colorPalette="orange">{t('community.inbox.waiting')}</Badge>
                )}
                {q.pinned && <Badge colorPalette="blue">{t('community.pinned')}</Badge>}
                {q.duplicateOfId && <Badge>{t('community.duplicate')}</Badge>}
                <Link asChild fontSize="sm" colorPalette="brand">
                  <RouterLink to={questionPagePath(q.courseId, q.lectureId, q.id)}>
                    {q.positionSeconds === null
                      ? q.lectureTitle
                      : t('community.inbox.lectureAt', {
                          lecture: q.lectureTitle,
                          time: formatPlaybackTime(q.positionSeconds),
                        })}
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {q.author?.name ?? t('community.formerMember')}
                </Text>
              </Flex>
              <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {q.body}
              </Text>
              <Flex gap="2" mt="2" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  aria-expanded={openId === q.id}
                  onClick={() => setOpenId(openId === q.id ? null : q.id)}
                >
                  {openId === q.id ? t('community.hideThread') : t('community.inbox.answer')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() =>
                    void attempt(async () => {
                      await pin({ variables: { questionId: q.id, pinned: !q.pinned } });
                      await refetch();
                    }, null)
                  }
                >
                  {q.pinned ? t('community.inbox.unpin') : t('community.inbox.pin')}
                </Button>
                <DuplicateControl
                  questionId={q.id}
                  duplicateOfId={q.duplicateOfId ?? null}
                  candidates={nodes.filter(
                    (o) =>
                      o.courseId === q.courseId &&
                      o.id !== q.id &&
                      !o.duplicateOfId &&
                      o.createdAt < q.createdAt,
                  )}
                  onChanged={() => void refetch()}
                />
              </Flex>
              {openId === q.id && (
                <Box mt="3">
                  <QuestionThread questionId={q.id} onAnswered={() => void refetch()} />
                </Box>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <MoreButton
        hasNextPage={pageInfo.hasNextPage}
        first={first}
        loading={loading}
        onClick={more}
      />
    </Stack>
  );
}
