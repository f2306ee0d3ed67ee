import { Alert, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { useT } from './i18n';
import { PanelFrame } from './PanelFrame';
import { refundRule, type RefundRule, type Side } from './sessionRules';
import {
  useCancelMentorshipSessionMutation,
  type MentorshipSessionDetailFragment,
} from './sessions.generated';

/** The server's limit on a cancellation's reason. */
const REASON_MAX = 500;

const REFUND = {
  free: 'sessions.refund.free',
  unpaid: 'sessions.refund.unpaid',
  mentor: 'sessions.refund.mentor',
  full: 'sessions.refund.full',
  none: 'sessions.refund.none',
} as const satisfies Record<RefundRule, string>;

interface Props {
  booking: MentorshipSessionDetailFragment;
  side: Side;
  onCancelled: () => void;
  onClose: () => void;
}

/** A reason, what the policy gives back if cancelled now, and the confirmation. */
export function CancelPanel({ booking, side, onCancelled, onClose }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading }] = useCancelMentorshipSessionMutation();
  const hours = booking.cancellationNoticeHours;
  const rule = refundRule(booking, side, Date.now());

  const submit = async () => {
    setProblem(null);
    try {
      await cancel({ variables: { id: booking.id, reason: reason.trim() || null } });
      onCancelled();
    } catch (error) {
      setProblem(errorMessage(error, t('sessions.cancel.failed')));
    }
  };

  return (
    <PanelFrame id="session-cancel" title={t('sessions.cancel.heading')}>
      <Text>
        {t('sessions.page.policyText', { policy: booking.sessionType.cancellationPolicy, hours })}
      </Text>
      <Alert.Root status={rule === 'none' ? 'warning' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>{t(REFUND[rule], { hours })}</Alert.Title>
      </Alert.Root>
      <Field.Root maxW="xl">
        <Field.Label>{t('sessions.cancel.reason')}</Field.Label>
        <Textarea
          value={reason}
          maxLength={REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
        <Field.HelperText>{t('sessions.cancel.reasonHelp')}</Field.HelperText>
      </Field.Root>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Box>
          <Button colorPalette="red" loading={loading} onClick={() => void submit()}>
            {t('sessions.cancel.confirm')}
          </Button>
        </Box>
        <Box>
          <Button variant="ghost" onClick={onClose}>
            {t('sessions.cancel.keep')}
          </Button>
        </Box>
      </Stack>
    </PanelFrame>
  );
}
