import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { AuthDialog } from './AuthDialog';
import { useAuth } from './authContext';
import { useAuthModal } from './authModalContext';
import { PasswordInput } from './PasswordInput';
import { T, useT } from './formsI18n';
import { t as authT } from './i18n';

export function LoginModal() {
  const t = useT();
  const { view, close, openSignup } = useAuthModal();
  return (
    <AuthDialog
      open={view === 'login'}
      onClose={close}
      title={t('authForms.signIn')}
      subtitle={t('authForms.welcomeBack')}
    >
      <LoginForm onDone={close} onSwitch={openSignup} />
    </AuthDialog>
  );
}

function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
  const t = useT();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await login({ email, password });
      showToast('success', t('authForms.loginSuccessful'));
      onDone();
      void navigate('/');
    } catch (error) {
      showToast('error', errorMessage(error, authT('auth.loginFailed')));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('authForms.email')}</Field.Label>
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
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-end">
            <RouterLink to="/forgot-password" onClick={onDone}>
              {t('authForms.forgotPassword')}
            </RouterLink>
          </Link>
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={busy} width="full">
          {busy ? t('authForms.signingIn') : t('authForms.signIn')}
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          <T
            id="authForms.noAccount"
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
