import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_REASON_MAX_LENGTH } from '../../../../shared/community';
import { formatDate } from '../../lib/format';
import { useT } from './i18n';
import { PostForm } from './PostForm';
import {
  AdminPostReportsDocument,
  useAdminPostReportsQuery,
  useDismissPostReportMutation,
  useHideReportedPostMutation,
} from './postReports.generated';
import { useAttempt } from './useQuestionWrites';

/**
 * The admin console's open reports of questions and answers, oldest first: hide the post (with a
 * reason its author is told) or dismiss the report.
 */
export function PostReports() {
  const t = useT();
  const attempt = useAttempt();
  const { data, loading, error } = useAdminPostReportsQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AdminPostReportsDocument];
  const [hide, hiding] = useHideReportedPostMutation({ refetchQueries, awaitRefetchQueries: true });
  const [dismiss] = useDismissPostReportMutation({ refetchQueries, awaitRefetchQueries: true });
  const [hidingId, setHidingId] = useState<string | null>(null);
  if (error) return <Text color="fg.error">{t('community.listFailed')}</Text>;
  if (!data) return loading ? <Text color="fg.muted">{t('community.loading')}</Text> : null;
  if (data.adminPostReports.length === 0)
    return <Text color="fg.muted">{t('community.reports.none')}</Text>;
  return (
    <Stack as="ul" gap="3" listStyle="none" aria-label={t('community.reports.list')}>
      {data.adminPostReports.map((report) => (
        <Card.Root as="li" key={report.id} variant="outline" data-testid="post-report">
          <Card.Body gap="2">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {report.courseTitle} · {report.lectureTitle}
              </Text>
              <Badge>
                {report.answerId ? t('community.reports.answer') : t('community.reports.question')}
              </Badge>
              {report.hidden && <Badge colorPalette="red">{t('community.hidden')}</Badge>}
            </HStack>
            <Box borderStartWidth="3px" ps="3">
              <Text fontSize="sm" color="fg.muted">
                {report.authorName ?? t('community.formerMember')}
              </Text>
              <Text whiteSpace="pre-line" overflowWrap="anywhere">
                {report.body}
              </Text>
            </Box>
            <Text fontSize="sm">
              {t('community.reports.reportedBy', {
                name: report.reporterName ?? t('community.formerMember'),
                date: formatDate(report.createdAt),
                reason: report.reason,
              })}
            </Text>
            {hidingId === report.id ? (
              <PostForm
                label={t('community.reports.hideReason')}
                submitLabel={t('community.reports.hide')}
                max={REPORT_REASON_MAX_LENGTH}
                saving={hiding.loading}
                onCancel={() => setHidingId(null)}
                onPost={(reason) =>
                  attempt(
                    () => hide({ variables: { reportId: report.id, reason } }),
                    t('community.reports.hidden'),
                  )
                }
              />
            ) : (
              <HStack gap="2" flexWrap="wrap">
                <Button
                  size="sm"
                  colorPalette="red"
                  variant="outline"
                  onClick={() => setHidingId(report.id)}
                >
                  {t('community.reports.hide')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    void attempt(
                      () => dismiss({ variables: { reportId: report.id } }),
                      t('community.reports.dismissed'),
                    )
                  }
                >
                  {t('community.reports.dismiss')}
                </Button>
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
