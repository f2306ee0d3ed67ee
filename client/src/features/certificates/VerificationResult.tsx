import { Alert } from '@chakra-ui/react';
import type { CredentialVerificationFieldsFragment } from './certificatePages.generated';
import { formatDate } from '../../lib/format';
import { useT } from './i18n';

const TITLES = {
  VALID: 'certificates.statusValid',
  REVOKED: 'certificates.statusRevoked',
  INVALID: 'certificates.statusInvalid',
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
  const t = useT();
  const { status, message, learnerName, courseTitle, completedAt } = verification;
  return (
    <Alert.Root status={STATUSES[status]} data-testid="credential-verification" textAlign="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(TITLES[status])}</Alert.Title>
        <Alert.Description>
          {message}
          {showDetails && learnerName && courseTitle && completedAt
            ? ` ${t('certificates.verificationDetails', {
                learner: learnerName,
                course: courseTitle,
                date: formatDate(completedAt, { utc: true }),
              })}`
            : ''}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
