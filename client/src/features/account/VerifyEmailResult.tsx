import { Alert, Button, Center, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useVerifyEmailMutation } from '../../generated/account';
import { useAuth } from '../auth/authContext';
import { useAuthModal } from '../auth/authModalContext';
import { serverMessage } from './formProblems';

export const MISSING_VERIFY_TOKEN =
  'This confirmation link is incomplete. Open the link from the mail again.';

type Outcome =
  { status: 'pending' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

/**
 * Redeems a link from a confirmation mail once, on arrival: it confirms the address, or completes
 * an email change. The account it returns is normalised into the Apollo cache, so a signed-in
 * user's name, email and verification banner update by themselves.
 */
export function VerifyEmailResult({ token }: { token: string }) {
  const { user } = useAuth();
  const { openLogin } = useAuthModal();
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { status: 'pending' } : { status: 'failed', message: MISSING_VERIFY_TOKEN },
  );
  // A link works once: StrictMode's second effect run, or a re-render, must not redeem it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail({ variables: { token } }).then(
      ({ data }) =>
        setOutcome(
          data
            ? { status: 'done', email: data.verifyEmail.email }
            : { status: 'failed', message: 'Email confirmation failed' },
        ),
      (error: unknown) =>
        setOutcome({
          status: 'failed',
          message: serverMessage(error, 'Email confirmation failed'),
        }),
    );
  }, [token, verifyEmail]);

  if (outcome.status === 'pending')
    return (
      <Center py="10" role="status" aria-label="Confirming your email address">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );

  const next = user ? (
    <Button asChild colorPalette="brand" variant="outline">
      <RouterLink to="/account">Account settings</RouterLink>
    </Button>
  ) : (
    <Button colorPalette="brand" variant="outline" onClick={openLogin}>
      Sign In
    </Button>
  );

  return (
    <Stack gap="4">
      {outcome.status === 'done' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your email address is confirmed</Alert.Title>
            <Alert.Description>Your account now uses {outcome.email}.</Alert.Description>
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
          <RouterLink to="/">Go to home</RouterLink>
        </Button>
        {next}
      </Stack>
    </Stack>
  );
}
