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
import { formatDate } from '../../lib/format';
import { ErrorView } from '../educator/StatusViews';
import { Pager } from './Pager';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';

type Status = 'open' | 'resolved' | 'all';

/**
 * Learners' reports of reviews, open first: hide the review (with a reason) or restore it, or
 * dismiss a report and keep the review.
 */
export function ReviewsSection() {
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
        <Field.Label>Show reports</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPage(1);
            }}
          >
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
            <option value="all">All</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, 'Reports could not be loaded')}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">Loading reports…</Text>}
      {list && list.nodes.length === 0 && (
        <Text color="fg.muted">{status === 'open' ? 'No open reports.' : 'No reports.'}</Text>
      )}
      {list && list.nodes.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none" aria-label="Review reports">
          {list.nodes.map((report) => (
            <Card.Root as="li" key={report.id} variant="outline">
              <Card.Body gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {report.courseTitle}
                  </Text>
                  {report.hiddenAt && <Badge colorPalette="red">Hidden</Badge>}
                  {report.resolution === 'dismissed' ? (
                    <Badge colorPalette="blue">Dismissed</Badge>
                  ) : (
                    report.resolvedAt && <Badge>Resolved</Badge>
                  )}
                </HStack>
                <Box borderStartWidth="3px" ps="3">
                  <Text fontSize="sm" color="fg.muted">
                    {report.reviewerName} · {report.rating} of 5 stars
                  </Text>
                  <Text whiteSpace="pre-line" overflowWrap="anywhere">
                    {report.review}
                  </Text>
                </Box>
                <Text fontSize="sm">
                  Reported by {report.reporterName ?? 'a deleted account'} on{' '}
                  {formatDate(report.createdAt)}:{' '}
                  <Text as="span" fontStyle="italic" overflowWrap="anywhere">
                    {report.reason}
                  </Text>
                </Text>
                <HStack gap="2" flexWrap="wrap">
                  {!report.resolvedAt && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Dismiss ${report.reporterName ?? 'a deleted account'}’s report`}
                      onClick={() =>
                        setRequest({
                          title: 'Dismiss this report?',
                          description:
                            'The report leaves the open queue; the review stays as it is. Other reports of it stay open.',
                          confirmLabel: 'Dismiss report',
                          reasonRequired: false,
                          onConfirm: async (reason) => {
                            await dismiss({
                              variables: { reportId: report.id, reason: reason || null },
                            });
                            showToast('success', 'Report dismissed; the review stays');
                          },
                        })
                      }
                    >
                      Dismiss report
                    </Button>
                  )}
                  {report.hiddenAt ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        setRequest({
                          title: 'Restore this review?',
                          description: 'Its text shows again on the course and instructor pages.',
                          confirmLabel: 'Restore review',
                          reasonRequired: false,
                          onConfirm: async (reason) => {
                            await restore({
                              variables: { reviewId: report.reviewId, reason: reason || null },
                            });
                            showToast('success', 'Review restored');
                          },
                        })
                      }
                    >
                      Restore review
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() =>
                        setRequest({
                          title: 'Hide this review?',
                          description:
                            'Its text disappears from the course and instructor pages for everyone; its stars still count. Its open reports are resolved.',
                          confirmLabel: 'Hide review',
                          reasonRequired: true,
                          danger: true,
                          onConfirm: async (reason) => {
                            await hide({ variables: { reviewId: report.reviewId, reason } });
                            showToast('success', 'Review hidden');
                          },
                        })
                      }
                    >
                      Hide review
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
          label="Reports"
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
