import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import type { AdminHoldFieldsFragment } from './admin.generated';
import { formatDate } from '../../lib/format';
import type { ReasonRequest } from './ReasonDialog';

/**
 * An admin's hold on a role or on publishing a course: its reason (what the owner is shown when
 * refused), who placed it and when, and a button to lift it (absent on one's own account or course).
 */
export function HoldNotice({
  hold,
  title,
  consequence,
  onLift,
  liftLabel = 'Lift hold',
}: {
  hold: AdminHoldFieldsFragment;
  title: string;
  /** What the hold keeps the owner from doing, in a sentence. */
  consequence: string;
  onLift?: () => void;
  liftLabel?: string;
}) {
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1" flex="1" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Text overflowWrap="anywhere">
            Reason:{' '}
            <Text as="span" fontStyle="italic">
              {hold.reason}
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {consequence} Held {formatDate(hold.heldAt)}
            {hold.heldByEmail && ` by ${hold.heldByEmail}`}.
          </Text>
        </Alert.Description>
        {onLift && (
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onLift}>
            {liftLabel}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}

/** The dialog's request for lifting a hold: it allows again, and restores nothing. */
export function liftRequest(
  what: string,
  allows: string,
  lift: (reason: string) => Promise<void>,
): ReasonRequest {
  return {
    title: `Lift the hold on ${what}?`,
    description: allows,
    confirmLabel: 'Lift hold',
    reasonRequired: false,
    onConfirm: lift,
  };
}
