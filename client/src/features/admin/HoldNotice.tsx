import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { AdminHoldFieldsFragment } from './admin.generated';
import { formatDate } from '../../lib/format';
import type { ReasonRequest } from './ReasonDialog';
import { t as translate, T, useT } from './i18n';

/**
 * An admin's hold on a role or on publishing a course: its reason (what the owner is shown when
 * refused), who placed it and when, and a button to lift it (absent on one's own account or course).
 */
export function HoldNotice({
  hold,
  title,
  consequence,
  onLift,
  liftLabel,
}: {
  hold: AdminHoldFieldsFragment;
  title: string;
  /** What the hold keeps the owner from doing, in a sentence. */
  consequence: string;
  onLift?: () => void;
  liftLabel?: string;
}) {
  const t = useT();
  const date = formatDate(hold.heldAt);
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1" flex="1" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Text overflowWrap="anywhere">
            <T
              id="admin.hold.reason"
              values={{ reason: hold.reason }}
              components={{ 0: <Text as="span" fontStyle="italic" /> }}
            />
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {hold.heldByEmail
              ? t('admin.hold.heldBy', { consequence, date, email: hold.heldByEmail })
              : t('admin.hold.held', { consequence, date })}
          </Text>
        </Alert.Description>
        {onLift && (
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onLift}>
            {liftLabel ?? t('admin.hold.lift')}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}

/** The dialog's request for lifting a hold: it allows again, and restores nothing. */
export function liftRequest(
  title: string,
  allows: string,
  lift: (reason: string) => Promise<void>,
): ReasonRequest {
  return {
    title,
    description: allows,
    confirmLabel: translate('admin.hold.lift'),
    reasonRequired: false,
    onConfirm: lift,
  };
}
