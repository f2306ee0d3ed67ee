import { Badge, Box, Card, Code, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminAuditLogQuery, type AdminAuditLogQuery } from './admin.generated';
import { errorMessage } from '../../lib/errorMessage';
import { useCurrency } from '../../lib/useCurrency';
import { ErrorView } from '../educator/StatusViews';
import { auditLines, auditTarget } from './auditDetails';
import { formatDateTime } from '../../lib/format';
import { Pager } from './Pager';
import { T, useT, type AdminMessage } from './i18n';

type Entry = AdminAuditLogQuery['adminAuditLog']['nodes'][number];

/** Every action the log records, by its name in the log. */
export const AUDIT_ACTIONS: Record<string, AdminMessage> = {
  'user.role': 'admin.action.user.role',
  'user.disable': 'admin.action.user.disable',
  'user.enable': 'admin.action.user.enable',
  'course.publish': 'admin.action.course.publish',
  'course.unpublish': 'admin.action.course.unpublish',
  'purchase.refund': 'admin.action.purchase.refund',
  'review.hide': 'admin.action.review.hide',
  'review.restore': 'admin.action.review.restore',
  'report.dismiss': 'admin.action.report.dismiss',
  'message.handled': 'admin.action.message.handled',
  'message.reopen': 'admin.action.message.reopen',
  'inbox.read': 'admin.action.inbox.read',
  'export.contact_messages': 'admin.action.export.contact_messages',
  'export.subscribers': 'admin.action.export.subscribers',
  'hold.lift': 'admin.action.hold.lift',
  'course.edit': 'admin.action.course.edit',
  'course.archive': 'admin.action.course.archive',
  'course.delete': 'admin.action.course.delete',
  'coupon.create': 'admin.action.coupon.create',
  'coupon.update': 'admin.action.coupon.update',
  'coupon.deactivate': 'admin.action.coupon.deactivate',
  'quiz.create': 'admin.action.quiz.create',
  'quiz.update': 'admin.action.quiz.update',
  'quiz.delete': 'admin.action.quiz.delete',
  'review.reply': 'admin.action.review.reply',
  'review.reply_remove': 'admin.action.review.reply_remove',
  'booking.cancel': 'admin.action.booking.cancel',
};

/**
 * Every admin action, newest first: who, to what, when, why, and the fields it changed, by name and
 * in words; the stored JSON stays one "Details" click away.
 */
export function AuditLogSection() {
  const t = useT();
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
        <Field.Label>{t('admin.audit.filter')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('admin.audit.everyAction')}</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {error && !list && (
        <ErrorView
          message={errorMessage(error, t('admin.audit.loadFailed'))}
          onRetry={() => void refetch()}
        />
      )}
      {!list && loading && <Text color="fg.muted">{t('admin.audit.loading')}</Text>}
      {list && list.nodes.length === 0 && <Text color="fg.muted">{t('admin.audit.none')}</Text>}
      {list && list.nodes.length > 0 && (
        <Stack as="ol" gap="3" listStyle="none" aria-label={t('admin.audit.list')}>
          {list.nodes.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} currency={currency} />
          ))}
        </Stack>
      )}
      {list && (
        <Pager
          label={t('admin.audit.pages')}
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
  const t = useT();
  const actionId: AdminMessage | undefined = AUDIT_ACTIONS[entry.action];
  const target = auditTarget(entry);
  const lines = auditLines(entry, currency);
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Badge>{actionId ? t(actionId) : entry.action}</Badge>
          <Text fontSize="sm">{formatDateTime(entry.at)}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {entry.actorName
              ? t('admin.audit.by', { name: entry.actorName, email: entry.actorEmail })
              : t('admin.audit.byDeleted', { email: entry.actorEmail })}
          </Text>
        </HStack>
        {target && (
          <Text fontWeight="medium" overflowWrap="anywhere">
            {target}
          </Text>
        )}
        {entry.reason && (
          <Text overflowWrap="anywhere">
            <T
              id="admin.audit.reason"
              values={{ reason: entry.reason }}
              components={{ 0: <Text as="span" fontStyle="italic" /> }}
            />
          </Text>
        )}
        {lines.length > 0 && (
          <Stack
            as="ul"
            gap="0.5"
            listStyle="none"
            fontSize="sm"
            aria-label={t('admin.audit.changes')}
          >
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
              {t('admin.audit.details')}
            </Box>
            <Stack direction={{ base: 'column', md: 'row' }} gap="2" mt="2">
              <Raw label={t('admin.audit.before')} json={entry.before} />
              <Raw label={t('admin.audit.after')} json={entry.after} />
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
