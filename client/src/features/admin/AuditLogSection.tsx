import { Badge, Box, Card, Code, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminAuditLogQuery } from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { ErrorView } from '../educator/StatusViews';
import { Pager } from './Pager';

export const AUDIT_ACTIONS: Record<string, string> = {
  'user.role': 'Role changed',
  'user.disable': 'Account disabled',
  'user.enable': 'Account enabled',
  'course.publish': 'Course republished',
  'course.unpublish': 'Course unpublished',
  'purchase.refund': 'Purchase refunded',
  'review.hide': 'Review hidden',
  'review.restore': 'Review restored',
  'message.handled': 'Message handled',
  'message.reopen': 'Message reopened',
  'inbox.read': 'Inbox read',
  'export.contact_messages': 'Messages exported',
  'export.subscribers': 'Subscribers exported',
  'hold.lift': 'Hold lifted',
  'course.edit': 'Course edited',
  'course.archive': 'Course archived',
  'course.delete': 'Course deleted',
  'coupon.create': 'Coupon created',
  'coupon.update': 'Coupon changed',
  'coupon.deactivate': 'Coupon deactivated',
  'quiz.create': 'Quiz created',
  'quiz.update': 'Quiz changed',
  'quiz.delete': 'Quiz deleted',
  'review.reply': 'Review reply written',
  'review.reply_remove': 'Review reply removed',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every admin action, newest first: who, what, when, why, and the fields before and after. */
export function AuditLogSection() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, loading, refetch } = useAdminAuditLogQuery({
    variables: { filter: action ? { action } : null, page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminAuditLog;
  return (
    <Stack gap="4">
      <Field.Root maxW="xs">
        <Field.Label>Action</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            <option value="">Every action</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, 'The audit log could not be loaded')}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">Loading the audit log…</Text>}
      {list && list.nodes.length === 0 && <Text color="fg.muted">No admin actions yet.</Text>}
      {list && list.nodes.length > 0 && (
        <Stack as="ol" gap="3" listStyle="none" aria-label="Audit log">
          {list.nodes.map((entry) => (
            <Card.Root as="li" key={entry.id} variant="outline">
              <Card.Body gap="2">
                <HStack gap="2" flexWrap="wrap">
                  <Badge>{AUDIT_ACTIONS[entry.action] ?? entry.action}</Badge>
                  <Text fontSize="sm">{when(entry.at)}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    by {entry.actorEmail}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {entry.targetType} {entry.targetId}
                </Text>
                {entry.reason && (
                  <Text overflowWrap="anywhere">
                    Reason:{' '}
                    <Text as="span" fontStyle="italic">
                      {entry.reason}
                    </Text>
                  </Text>
                )}
                <Stack direction={{ base: 'column', md: 'row' }} gap="2">
                  <Change label="Before" json={entry.before} />
                  <Change label="After" json={entry.after} />
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label="Audit log"
          page={list.page}
          pageSize={list.pageSize}
          totalCount={list.totalCount}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}

function Change({ label, json }: { label: string; json: string | null }) {
  return (
    <Box flex="1" minW="0">
      <Text fontSize="xs" fontWeight="semibold">
        {label}
      </Text>
      <Code display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" p="2" fontSize="xs">
        {json ? JSON.stringify(JSON.parse(json), null, 1) : '—'}
      </Code>
    </Box>
  );
}
