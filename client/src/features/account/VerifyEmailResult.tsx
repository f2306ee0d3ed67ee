import { Alert, Button, Center, Spinner, Stack } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmailVerificationStatusDocument, useVerifyEmailMutation } from './account.generated';
import { useAuth } from '../auth/authContext';
import { useAuthModal } from '../auth/authModalContext';
import { serverMessage } from './formProblems';
import { EmailAddress } from '../../components/EmailAddress';
import { T, t as translate, useT } from './i18n';

type Outcome =
  | { status: 'pending' }
  | { status: 'done'; email: string; changed: boolean }
  | { status: 'failed'; message: string };

/**
 * Redeems a link from a confirmation mail once, on arrival: it confirms the address, or completes
 * an email change (told apart by the signed-in address changing: the change wording only then). A confirmation updates a signed-in user through the Apollo cache (the banner
 * goes away). An email change ends every session on the server, this device's too, so this device
 * signs out quietly and asks for a sign-in with the new address.
 */
export function VerifyEmailResult({ token }: { token: string }) {
  const t = useT();
  const { user, initializing, logout } = useAuth();
  const { openLogin } = useAuthModal();
  const [verifyEmail] = useVerifyEmailMutation();
  const client = useApolloClient();
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { status: 'pending' }
      : { status: 'failed', message: translate('account.missingVerifyToken') },
  );
  // A link works once: StrictMode's second effect run, or a re-render, must not redeem it again.
  const sent = useRef(false);

  useEffect(() => {
    // After the stored session is checked, so an email change can be told from a confirmation.
    if (!token || sent.current || initializing) return;
    sent.current = true;
    const emailBefore = user?.email;
    verifyEmail({ variables: { token } }).then(
      ({ data }) => {
        if (!data)
          return setOutcome({ status: 'failed', message: translate('account.confirmationFailed') });
        const { email } = data.verifyEmail;
        const changed = emailBefore !== undefined && emailBefore !== email;
        if (changed) void logout({ silent: true });
        // The banner's status may have been read before this confirmation and be answered after
        // it; asking again makes Apollo drop that older answer instead of writing it back.
        else if (emailBefore !== undefined)
          void client.refetchQueries({ include: [EmailVerificationStatusDocument] });
        setOutcome({ status: 'done', email, changed });
      },
      (error: unknown) =>
        setOutcome({
          status: 'failed',
          message: serverMessage(error, translate('account.confirmationFailed')),
        }),
    );
  }, [token, verifyEmail, logout, initializing, user, client]);

  if (outcome.status === 'pending')
    return (
      <Center py="10" role="status" aria-label={t('account.confirmingEmail')}>
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );

  const next = user ? (
    <Button asChild colorPalette="brand" variant="outline">
      <RouterLink to="/account">{t('account.accountSettings')}</RouterLink>
    </Button>
  ) : (
    <Button colorPalette="brand" variant="outline" onClick={openLogin}>
      {t('account.signIn')}
    </Button>
  );

  return (
    <Stack gap="4">
      {outcome.status === 'done' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {outcome.changed ? t('account.emailChanged') : t('account.emailConfirmed')}
            </Alert.Title>
            <Alert.Description>
              <T
                id={outcome.changed ? 'account.emailChangedDetail' : 'account.emailConfirmedDetail'}
                components={{ 0: <EmailAddress email={outcome.email} /> }}
              />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{outcome.message}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('account.goHome')}</RouterLink>
        </Button>
        {next}
      </Stack>
    </Stack>
  );
}
