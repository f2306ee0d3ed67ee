import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { AuthDialog } from './AuthDialog';
import { useAuth } from './authContext';
import { useAuthModal } from './authModalContext';
import { PasswordInput } from './PasswordInput';
import { T, useT } from './i18n';

export function LoginModal() {
  const t = useT();
  const { view, close, openSignup } = useAuthModal();
  return (
    <AuthDialog
      open={view === 'login'}
      onClose={close}
      title={t('auth.signIn')}
      subtitle={t('auth.welcomeBack')}
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
      showToast('success', t('auth.loginSuccessful'));
      onDone();
      void navigate('/');
    } catch (error) {
      showToast('error', errorMessage(error, t('auth.loginFailed')));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('auth.email')}</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('auth.password')}</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-end">
            <RouterLink to="/forgot-password" onClick={onDone}>
              {t('auth.forgotPassword')}
            </RouterLink>
          </Link>
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={busy} width="full">
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          <T
            id="auth.noAccount"
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
