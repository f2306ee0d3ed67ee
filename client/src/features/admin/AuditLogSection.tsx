import { Badge, Box, Card, Code, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminAuditLogQuery, type AdminAuditLogQuery } from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { useCurrency } from '../../lib/useCurrency';
import { ErrorView } from '../educator/StatusViews';
import { auditLines, auditTarget, formatWhen } from './auditDetails';
import { Pager } from './Pager';

type Entry = AdminAuditLogQuery['adminAuditLog']['nodes'][number];

export const AUDIT_ACTIONS: Record<string, string> = {
  'user.role': 'Role changed',
  'user.disable': 'Account disabled',
  'user.enable': 'Account enabled',
  'course.publish': 'Course republished',
  'course.unpublish': 'Course unpublished',
  'purchase.refund': 'Purchase refunded',
  'review.hide': 'Review hidden',
  'review.restore': 'Review restored',
  'report.dismiss': 'Report dismissed',
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

/**
 * Every admin action, newest first: who, to what, when, why, and the fields it changed, by name and
 * in words; the stored JSON stays one "Details" click away.
 */
export function AuditLogSection() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const currency = useCurrency();
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
            <AuditEntry key={entry.id} entry={entry} currency={currency} />
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

function AuditEntry({ entry, currency }: { entry: Entry; currency: string }) {
  const target = auditTarget(entry);
  const lines = auditLines(entry, currency);
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Badge>{AUDIT_ACTIONS[entry.action] ?? entry.action}</Badge>
          <Text fontSize="sm">{formatWhen(entry.at)}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            by {entry.actorName ?? 'a deleted user'} ({entry.actorEmail})
          </Text>
        </HStack>
        {target && (
          <Text fontWeight="medium" overflowWrap="anywhere">
            {target}
          </Text>
        )}
        {entry.reason && (
          <Text overflowWrap="anywhere">
            Reason:{' '}
            <Text as="span" fontStyle="italic">
              {entry.reason}
            </Text>
          </Text>
        )}
        {lines.length > 0 && (
          <Stack as="ul" gap="0.5" listStyle="none" fontSize="sm" aria-label="Changes">
            {lines.map((line) => (
              <Text as="li" key={line.key} overflowWrap="anywhere">
                <Text as="span" fontWeight="medium">
                  {line.label}:
                </Text>{' '}
                {line.before !== undefined && line.after !== undefined
                  ? `${line.before} → ${line.after}`
                  : (line.after ?? line.before)}
              </Text>
            ))}
          </Stack>
        )}
        {(entry.before || entry.after) && (
          <Box as="details" fontSize="xs">
            <Box as="summary" cursor="pointer" color="fg.muted" width="fit-content">
              Details
            </Box>
            <Stack direction={{ base: 'column', md: 'row' }} gap="2" mt="2">
              <Raw label="Before" json={entry.before} />
              <Raw label="After" json={entry.after} />
            </Stack>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The stored JSON, for an admin who needs the exact values. */
function Raw({ label, json }: { label: string; json: string | null }) {
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
