import { Button, Stack, Text } from '@chakra-ui/react';
import { EmailAddress } from '../../components/EmailAddress';
import { useResendVerification } from './useResendVerification';
import { T, useT } from './i18n';

/** For an unconfirmed address on the account page: mail the confirmation link again. */
export function ResendVerificationLink({ email }: { email: string }) {
  const t = useT();
  const { resend, loading, outcome } = useResendVerification();
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        loading={loading}
        loadingText={t('account.sending')}
        disabled={outcome.status === 'sent' || outcome.status === 'verified'}
        onClick={() => void resend()}
      >
        {t('account.resendLink')}
      </Button>
      {outcome.status === 'sent' && (
        <Text role="status" fontSize="sm" color="green.fg">
          <T id="account.newLinkSent" components={{ 0: <EmailAddress email={email} /> }} />
        </Text>
      )}
      {outcome.status === 'verified' && (
        <Text role="status" fontSize="sm" color="green.fg">
          {t('account.alreadyConfirmed')}
        </Text>
      )}
      {outcome.status === 'failed' && (
        <Text role="alert" fontSize="sm" color="red.fg">
          {outcome.message}
        </Text>
      )}
    </Stack>
  );
}
