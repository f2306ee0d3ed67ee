import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useChangeEmailMutation } from './account.generated';
import { hasErrorCode } from '../../lib/graphqlErrors';
import { PasswordInput } from '../auth/PasswordInput';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, type FormProblems } from './formProblems';
import { useT } from './i18n';

type EmailField = 'newEmail' | 'currentPassword';

/**
 * Moves the account to another address. Nothing changes until the link mailed to the new address
 * is opened (/verify-email), so the form ends with a notice to check that inbox.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useT();
  const [changeEmail, { loading }] = useChangeEmailMutation();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<EmailField>>(noProblems);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems(noProblems());
    setPendingEmail(null);
    const address = newEmail.trim();
    try {
      await changeEmail({ variables: { input: { newEmail: address, currentPassword } } });
      setPendingEmail(address);
      setNewEmail('');
      setCurrentPassword('');
    } catch (error) {
      const found = formProblems(
        error,
        ['newEmail', 'currentPassword'],
        t('account.emailChangeFailed'),
      );
      // Taken by another account: say so beside the address.
      if (hasErrorCode(error, 'CONFLICT') && found.form)
        setProblems({ fields: { newEmail: found.form }, form: null });
      else setProblems(found);
    }
  }

  const clear = (field: EmailField) =>
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.newEmail !== undefined}>
          <Field.Label>{t('account.newEmail')}</Field.Label>
          <Input
            type="email"
            name="newEmail"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => {
              setNewEmail(e.target.value);
              clear('newEmail');
            }}
          />
          <Field.ErrorText>{problems.fields.newEmail}</Field.ErrorText>
        </Field.Root>
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
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        {pendingEmail && (
          <FormAlert status="success">
            {t('account.checkInbox', { pendingEmail, currentEmail })}
          </FormAlert>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? t('account.sending') : t('account.changeEmail')}
        </Button>
      </Stack>
    </form>
  );
}
