import { Button, Field, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useChangePasswordMutation } from './account.generated';
import { useAuth } from '../auth/authContext';
import { PasswordInput } from '../auth/PasswordInput';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, type FormProblems } from './formProblems';
import { NewPasswordFields } from './NewPasswordFields';
import { useT } from './i18n';

type PasswordField = 'currentPassword' | 'newPassword';

/**
 * The current password and a new one, typed twice (the sign-up rules). The server signs every other
 * device out and answers with a new token for this one, which replaces the stored one at once: the
 * old token no longer works.
 */
export function ChangePasswordForm() {
  const t = useT();
  const { startSession } = useAuth();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatchAlert, setMismatchAlert] = useState(false);
  const [problems, setProblems] = useState<FormProblems<PasswordField>>(noProblems);

  const passwordsDiffer = password !== confirmPassword;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwordsDiffer) {
      setMismatchAlert(true);
      return;
    }
    setProblems(noProblems());
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword, newPassword: password } },
      });
      if (!data) throw new Error(t('account.passwordChangeFailed'));
      startSession(data.changePassword.token, data.changePassword.user);
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      showToast('success', t('account.passwordChanged'));
    } catch (error) {
      setProblems(
        formProblems(error, ['currentPassword', 'newPassword'], t('account.passwordChangeFailed')),
      );
    }
  }

  const clear = (field: PasswordField) =>
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.currentPassword !== undefined}>
          <Field.Label>{t('account.currentPassword')}</Field.Label>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => {
              setCurrentPassword(e.target.value);
              clear('currentPassword');
            }}
          />
          <Field.ErrorText>{problems.fields.currentPassword}</Field.ErrorText>
        </Field.Root>
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={(value) => {
            setPassword(value);
            setMismatchAlert(false);
            clear('newPassword');
          }}
          onConfirmChange={(value) => {
            setConfirmPassword(value);
            setMismatchAlert(false);
          }}
          passwordError={problems.fields.newPassword}
          mismatchAlert={mismatchAlert}
          confirmLabel={t('account.confirmNewPassword')}
        />
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading || passwordsDiffer}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? t('account.saving') : t('account.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
