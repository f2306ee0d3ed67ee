import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { useDeleteAccountMutation } from './account.generated';
import { hasErrorCode } from '../../lib/graphqlErrors';
import { useAuth } from '../auth/authContext';
import { PasswordInput } from '../auth/PasswordInput';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, serverMessage, type FormProblems } from './formProblems';
import { useT } from './i18n';

/**
 * 'Delete my account': a dialog says what stays and what goes, asks for the password and deletes.
 * The server has then ended every session, so this device signs out here and goes home.
 */
export function DeleteAccountDialog() {
  const t = useT();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [deleteAccount, { loading }] = useDeleteAccountMutation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<'password'>>(noProblems);

  function openChange(next: boolean) {
    if (loading) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setProblems(noProblems());
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems(noProblems());
    try {
      const { data } = await deleteAccount({ variables: { password } });
      if (!data?.deleteAccount) throw new Error(t('account.deleteFailed'));
    } catch (error) {
      // CONFLICT: an educator who still teaches live courses; the server says what to do.
      setProblems(
        hasErrorCode(error, 'CONFLICT')
          ? { fields: {}, form: serverMessage(error, t('account.deleteFailed')) }
          : formProblems(error, ['password'], t('account.deleteFailed')),
      );
      return;
    }
    // The toast first: signing out clears the Apollo store and this page goes with it.
    showToast('success', t('account.deleted'));
    await logout({ silent: true });
    void navigate('/', { replace: true });
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => openChange(details.open)}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" alignSelf={{ sm: 'start' }}>
          {t('account.deleteMyAccount')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <chakra.form onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t('account.deleteTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('account.deleteWhatHappens')}</Dialog.Description>
                  <Text fontSize="sm" color="fg.muted">
                    {t('account.deleteSignsOut')}
                  </Text>
                  <Field.Root required invalid={problems.fields.password !== undefined}>
                    <Field.Label>{t('account.password')}</Field.Label>
                    <PasswordInput
                      name="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(e) => {
                        setPassword(e.target.value);
                        setProblems((current) => ({ ...current, fields: {} }));
                      }}
                    />
                    <Field.ErrorText>{problems.fields.password}</Field.ErrorText>
                  </Field.Root>
                  {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => openChange(false)} disabled={loading}>
                  {t('account.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={loading}
                  loadingText={t('account.deleting')}
                  disabled={password === ''}
                >
                  {t('account.deleteMyAccount')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={loading} aria-label={t('account.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
