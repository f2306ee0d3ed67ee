import { Button, Stack, Text } from '@chakra-ui/react';
import { EmailAddress } from '../../components/EmailAddress';
import { useResendVerification } from './useResendVerification';

/** For an unconfirmed address on the account page: mail the confirmation link again. */
export function ResendVerificationLink({ email }: { email: string }) {
  const { resend, loading, outcome } = useResendVerification();
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        loading={loading}
        loadingText="Sending..."
        disabled={outcome.status === 'sent' || outcome.status === 'verified'}
        onClick={() => void resend()}
      >
        Resend confirmation link
      </Button>
      {outcome.status === 'sent' && (
        <Text role="status" fontSize="sm" color="green.fg">
          We sent a new link to <EmailAddress email={email} />.
        </Text>
      )}
      {outcome.status === 'verified' && (
        <Text role="status" fontSize="sm" color="green.fg">
          Your address is confirmed already.
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
