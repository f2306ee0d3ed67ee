import { Alert, Button, Center, Field, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  usePasswordResetAvailabilityQuery,
  useRequestPasswordResetMutation,
} from './account.generated';
import { formProblems, noProblems, type FormProblems } from './formProblems';

export const RESET_NOT_AVAILABLE = 'Password reset by email is not available on this server.';

/**
 * "Forgot password?": an email form asking the server to mail a reset link, then the same neutral
 * confirmation whether or not an account has that address. When this server sends no mail, says so
 * instead of offering the form.
 */
export function ForgotPasswordForm() {
  // Not cached: `siteSettings` is read elsewhere with other fields, and this page is rare.
  const availability = usePasswordResetAvailabilityQuery({ fetchPolicy: 'no-cache' });
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problems, setProblems] = useState<FormProblems<'email'>>(noProblems);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems(noProblems());
    const address = email.trim();
    try {
      await requestReset({ variables: { email: address } });
      setSentTo(address);
    } catch (error) {
      setProblems(formProblems(error, ['email'], 'The reset link could not be sent'));
    }
  }

  if (availability.loading)
    return (
      <Center py="10" role="status" aria-label="Loading">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  // Unknown (the settings could not be read): offer the form, whose answer says what is wrong.
  if (availability.data?.siteSettings.passwordResetAvailable === false)
    return (
      <Stack gap="4">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{RESET_NOT_AVAILABLE}</Alert.Title>
        </Alert.Root>
        <Text>
          Contact the site&apos;s support to get back into your account.{' '}
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to="/contact">Contact support</RouterLink>
          </Link>
        </Text>
      </Stack>
    );

  if (sentTo !== null)
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Check your inbox</Alert.Title>
            <Alert.Description>
              If an account exists for {sentTo}, we sent a link to reset its password. The link
              works once, for one hour. Nothing there? Look in your spam folder.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to home</RouterLink>
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.email !== undefined}>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setProblems(noProblems());
            }}
          />
          <Field.ErrorText>{problems.fields.email}</Field.ErrorText>
        </Field.Root>
        {problems.form && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problems.form}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" disabled={loading} width="full">
          {loading ? 'Sending...' : 'Send reset link'}
        </Button>
      </Stack>
    </form>
  );
}
