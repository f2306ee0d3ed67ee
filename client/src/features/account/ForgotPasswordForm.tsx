import { Alert, Button, Center, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  usePasswordResetAvailabilityQuery,
  useRequestPasswordResetMutation,
} from './account.generated';
import { TextLink } from '../../components/TextLink';
import { formProblems, noProblems, type FormProblems } from './formProblems';
import { T, useT } from './i18n';

/**
 * "Forgot password?": an email form asking the server to mail a reset link, then the same neutral
 * confirmation whether or not an account has that address. When this server sends no mail, says so
 * instead of offering the form.
 */
export function ForgotPasswordForm() {
  // Not cached: `siteSettings` is read elsewhere with other fields, and this page is rare.
  const t = useT();
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
      setProblems(formProblems(error, ['email'], t('account.resetLinkNotSent')));
    }
  }

  if (availability.loading)
    return (
      <Center py="10" role="status" aria-label={t('account.loading')}>
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  // Unknown (the settings could not be read): offer the form, whose answer says what is wrong.
  if (availability.data?.siteSettings.passwordResetAvailable === false)
    return (
      <Stack gap="4">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('account.resetNotAvailable')}</Alert.Title>
        </Alert.Root>
        <Text>
          <T
            id="account.contactSupportToRecover"
            components={{
              0: <TextLink to="/contact" colorPalette="brand" fontWeight="medium" />,
            }}
          />
        </Text>
      </Stack>
    );

  if (sentTo !== null)
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('account.checkYourInbox')}</Alert.Title>
            <Alert.Description>{t('account.resetSent', { email: sentTo })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t('account.useAnotherAddress')}
          </Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{t('account.backToHome')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.email !== undefined}>
          <Field.Label>{t('account.email')}</Field.Label>
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
          {loading ? t('account.sending') : t('account.sendResetLink')}
        </Button>
      </Stack>
    </form>
  );
}
