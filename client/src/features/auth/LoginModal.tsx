import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { AuthDialog } from './AuthDialog';
import { useAuth } from './authContext';
import { useAuthModal } from './authModalContext';
import { PasswordInput } from './PasswordInput';

export function LoginModal() {
  const { view, close, openSignup } = useAuthModal();
  return (
    <AuthDialog
      open={view === 'login'}
      onClose={close}
      title="Sign In"
      subtitle="Welcome back! Sign in to continue learning."
    >
      <LoginForm onDone={close} onSwitch={openSignup} />
    </AuthDialog>
  );
}

function LoginForm({ onDone, onSwitch }: { onDone: () => void; onSwitch: () => void }) {
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
      showToast('success', 'Login successful!');
      onDone();
      void navigate('/');
    } catch (error) {
      showToast('error', errorMessage(error, 'Login failed'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-end">
            <RouterLink to="/forgot-password" onClick={onDone}>
              Forgot password?
            </RouterLink>
          </Link>
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={busy} width="full">
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          Don&apos;t have an account?{' '}
          <Button variant="plain" colorPalette="brand" size="sm" px="1" onClick={onSwitch}>
            Create Account
          </Button>
        </Text>
      </Stack>
    </form>
  );
}
