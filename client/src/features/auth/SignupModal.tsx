import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { AuthDialog } from './AuthDialog';
import { useAuth } from './authContext';
import { useAuthModal } from './authModalContext';
import { T, useT } from './formsI18n';
import { t as authT } from './i18n';
import { matchMessage, passwordMatchStatus } from './passwordMatch';
import { MIN_PASSWORD_LENGTH } from './passwordStrength';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export function SignupModal() {
  const t = useT();
  const { view, close, openLogin } = useAuthModal();
  return (
    <AuthDialog
      open={view === 'signup'}
      onClose={close}
      title={t('authForms.createAccount')}
      subtitle={t('authForms.joinThousands')}
    >
      <SignupForm onDone={close} onSwitch={openLogin} />
    </AuthDialog>
  );
}

/** Sign-up always creates a student; educators upgrade later. */
const SIGNUP_ROLE = 'student';

function SignupForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const t = useT();
  const { register } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [mismatchAlert, setMismatchAlert] = useState(false);

  const match = passwordMatchStatus(password, confirmPassword);
  const passwordsDiffer = password !== confirmPassword;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwordsDiffer) {
      setMismatchAlert(true);
      return;
    }
    setBusy(true);
    try {
      // The confirmation is checked here only; it is never sent.
      await register({ name, email, password, role: 'STUDENT' });
      showToast('success', t('authForms.registrationSuccessful'));
      onDone();
      void navigate('/');
    } catch (error) {
      showToast('error', errorMessage(error, authT('auth.registrationFailed')));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="role" value={SIGNUP_ROLE} />
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('authForms.fullName')}</Field.Label>
          <Input
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('authForms.emailAddress')}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('authForms.password')}</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setMismatchAlert(false);
            }}
          />
          <PasswordStrengthMeter password={password} />
        </Field.Root>
        <Field.Root required invalid={match === 'mismatch'}>
          <Field.Label>{t('authForms.confirmPassword')}</Field.Label>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            value={confirmPassword}
            onChange={(e) => {
              setConfirmPassword(e.target.value);
              setMismatchAlert(false);
            }}
          />
          {match !== 'empty' && (
            <Text
              fontSize="sm"
              aria-live="polite"
              color={match === 'match' ? 'green.fg' : 'red.fg'}
              data-testid="password-match"
            >
              {matchMessage(match)}
            </Text>
          )}
        </Field.Root>
        {mismatchAlert && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('authForms.passwordsDoNotMatch')}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" disabled={busy || passwordsDiffer} width="full">
          {busy ? t('authForms.creatingAccount') : t('authForms.createAccount')}
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          <T
            id="authForms.haveAccount"
            components={{
              0: (
                <Button variant="plain" colorPalette="brand" size="sm" px="1" onClick={onSwitch} />
              ),
            }}
          />
        </Text>
      </Stack>
    </form>
  );
}
