import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  NativeSelect,
  Field,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import {
  AdminReviewReportsDocument,
  useAdminReviewReportsQuery,
  useDismissReviewReportMutation,
  useHideReviewMutation,
  useRestoreReviewMutation,
} from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatCount, formatDate } from '../../lib/format';
import { ErrorView } from '../educator/StatusViews';
import { Pager } from './Pager';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { T, useT } from './i18n';

type Status = 'open' | 'resolved' | 'all';

/**
 * Learners' reports of reviews, open first: hide the review (with a reason) or restore it, or
 * dismiss a report and keep the review.
 */
export function ReviewsSection() {
  const t = useT();
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminReviewReportsQuery({
    variables: { status, page },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [AdminReviewReportsDocument];
  const [hide] = useHideReviewMutation({ refetchQueries, awaitRefetchQueries: true });
  const [restore] = useRestoreReviewMutation({ refetchQueries, awaitRefetchQueries: true });
  const [dismiss] = useDismissReviewReportMutation({ refetchQueries, awaitRefetchQueries: true });
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const list = data?.adminReviewReports;

  return (
    <Stack gap="4">
      <Field.Root maxW="xs">
        <Field.Label>{t('admin.reviews.show')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPage(1);
            }}
          >
            <option value="open">{t('admin.reviews.statusOpen')}</option>
            <option value="resolved">{t('admin.reviews.statusResolved')}</option>
            <option value="all">{t('admin.reviews.statusAll')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.reviews.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.reviews.loading')}</Text>}
      {list && list.nodes.length === 0 && (
        <Text color="fg.muted">
          {t(status === 'open' ? 'admin.reviews.noOpen' : 'admin.reviews.none')}
        </Text>
      )}
      {list && list.nodes.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label={t('admin.reviews.list')}>
          {list.nodes.map((report) => (
            <Card.Root as="li" key={report.id} variant="outline">
              <Card.Body gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {report.courseTitle}
                  </Text>
                  {report.hiddenAt && <Badge colorPalette="red">{t('admin.reviews.hidden')}</Badge>}
                  {report.resolution === 'dismissed' ? (
                    <Badge colorPalette="blue">{t('admin.reviews.dismissed')}</Badge>
                  ) : (
                    report.resolvedAt && <Badge>{t('admin.reviews.resolved')}</Badge>
                  )}
                </HStack>
                <Box borderStartWidth="3px" ps="3">
                  <Text fontSize="sm" color="fg.muted">
                    {report.reviewerName} ·{' '}
                    {t('admin.reviews.stars', { rating: formatCount(report.rating) })}
                  </Text>
                  <Text whiteSpace="pre-line" overflowWrap="anywhere">
                    {report.review}
                  </Text>
                </Box>
                <Text fontSize="sm">
                  <T
                    id={
                      report.reporterName
                        ? 'admin.reviews.reportedBy'
                        : 'admin.reviews.reportedByDeleted'
                    }
                    values={{
                      name: report.reporterName,
                      date: formatDate(report.createdAt),
                      reason: report.reason,
                    }}
                    components={{
                      0: <Text as="span" fontStyle="italic" overflowWrap="anywhere" />,
                    }}
                  />
                </Text>
                <HStack gap="2" flexWrap="wrap">
                  {!report.resolvedAt && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={
                        report.reporterName
                          ? t('admin.reviews.dismissNamed', { name: report.reporterName })
                          : t('admin.reviews.dismissDeleted')
                      }
                      onClick={() =>
                        setRequest({
                          title: t('admin.reviews.dismissTitle'),
                          description: t('admin.reviews.dismissDescription'),
                          confirmLabel: t('admin.reviews.dismiss'),
                          reasonRequired: false,
                          onConfirm: async (reason) => {
                            await dismiss({
                              variables: { reportId: report.id, reason: reason || null },
                            });
                            showToast('success', t('admin.reviews.dismissDone'));
                          },
                        })
                      }
                    >
                      {t('admin.reviews.dismiss')}
                    </Button>
                  )}
                  {report.hiddenAt ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        setRequest({
                          title: t('admin.reviews.restoreTitle'),
                          description: t('admin.reviews.restoreDescription'),
                          confirmLabel: t('admin.reviews.restore'),
                          reasonRequired: false,
                          onConfirm: async (reason) => {
                            await restore({
                              variables: { reviewId: report.reviewId, reason: reason || null },
                            });
                            showToast('success', t('admin.reviews.restored'));
                          },
                        })
                      }
                    >
                      {t('admin.reviews.restore')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() =>
                        setRequest({
                          title: t('admin.reviews.hideTitle'),
                          description: t('admin.reviews.hideDescription'),
                          confirmLabel: t('admin.reviews.hide'),
                          reasonRequired: true,
                          danger: true,
                          onConfirm: async (reason) => {
                            await hide({ variables: { reviewId: report.reviewId, reason } });
                            showToast('success', t('admin.reviews.hiddenDone'));
                          },
                        })
                      }
                    >
                      {t('admin.reviews.hide')}
                    </Button>
                  )}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label={t('admin.reviews.pages')}
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          onPage={setPage}
        />
      )}
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </Stack>
  );
}
