import { Alert } from '@chakra-ui/react';
import type { CredentialVerificationFieldsFragment } from './certificatePages.generated';
import { formatDate } from '../../lib/format';

const TITLES = {
  VALID: 'Valid certificate',
  REVOKED: 'Revoked certificate',
  INVALID: 'Not a valid credential',
} as const;
const STATUSES = { VALID: 'success', REVOKED: 'error', INVALID: 'error' } as const;

/** What a signature and status check found, as one alert. */
export function VerificationResult({
  verification,
  showDetails = false,
}: {
  verification: CredentialVerificationFieldsFragment;
  showDetails?: boolean;
}) {
  const { status, message, learnerName, courseTitle, completedAt } = verification;
  return (
    <Alert.Root status={STATUSES[status]} data-testid="credential-verification" textAlign="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{TITLES[status]}</Alert.Title>
        <Alert.Description>
          {message}
          {showDetails && learnerName && courseTitle && completedAt
            ? ` ${learnerName} completed "${courseTitle}" on ${formatDate(completedAt, { utc: true })}.`
            : ''}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
