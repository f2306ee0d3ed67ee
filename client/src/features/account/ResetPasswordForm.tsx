import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { TextLink } from '../../components/TextLink';
import { showToast } from '../../components/ui/toaster';
import { useResetPasswordMutation } from './account.generated';
import { hasErrorCode } from '../../lib/graphqlErrors';
import { useAuth } from '../auth/authContext';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, type FormProblems } from './formProblems';
import { NewPasswordFields } from './NewPasswordFields';
import { T, useT } from './i18n';

/**
 * Sets a new password with the token of a reset link, by the sign-up rules (6 characters or more,
 * typed twice), then signs this device in with the token the server returns and goes home. A link
 * the server refuses (invalid, expired or used) shows its message and the way to a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatchAlert, setMismatchAlert] = useState(false);
  const [problems, setProblems] = useState<FormProblems<'newPassword'>>(noProblems);
  const [linkRefused, setLinkRefused] = useState<string | null>(
    token ? null : t('account.missingResetToken'),
  );

  const passwordsDiffer = password !== confirmPassword;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwordsDiffer) {
      setMismatchAlert(true);
      return;
    }
    setProblems(noProblems());
    try {
      const { data } = await resetPassword({ variables: { token, newPassword: password } });
      if (!data) throw new Error(t('account.resetFailed'));
      startSession(data.resetPassword.token, data.resetPassword.user);
      showToast('success', t('account.resetSuccess'));
      void navigate('/', { replace: true });
    } catch (error) {
      const found = formProblems(error, ['newPassword'], t('account.resetFailed'));
      // BAD_USER_INPUT without a field: the link itself was refused.
      if (found.form && hasErrorCode(error, 'BAD_USER_INPUT')) setLinkRefused(found.form);
      else setProblems(found);
    }
  }

  if (linkRefused)
    return (
      <Stack gap="4">
        <FormAlert status="error">{linkRefused}</FormAlert>
        <Button asChild colorPalette="brand" alignSelf={{ sm: 'start' }}>
          <RouterLink to="/forgot-password">{t('account.askNewLink')}</RouterLink>
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={(value) => {
            setPassword(value);
            setMismatchAlert(false);
            setProblems(noProblems());
          }}
          onConfirmChange={(value) => {
            setConfirmPassword(value);
            setMismatchAlert(false);
          }}
          passwordError={problems.fields.newPassword}
          mismatchAlert={mismatchAlert}
        />
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading || passwordsDiffer}
          width="full"
        >
          {loading ? t('account.saving') : t('account.setNewPassword')}
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          <T
            id="account.linkNotWorking"
            components={{
              0: <TextLink to="/forgot-password" colorPalette="brand" fontWeight="medium" />,
            }}
          />
        </Text>
      </Stack>
    </form>
  );
}
