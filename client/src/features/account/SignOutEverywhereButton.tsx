import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/authContext';
import { useT } from './i18n';

/** Ends every session of the account, this one too, then goes home signed out. */
export function SignOutEverywhereButton() {
  const t = useT();
  const { signOutEverywhere } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    // Then home: this page needs a signed-in user. On a refusal the toast says why and we stay.
    if (await signOutEverywhere()) void navigate('/', { replace: true });
    else setBusy(false);
  }

  return (
    <Button
      variant="outline"
      colorPalette="red"
      alignSelf={{ sm: 'start' }}
      loading={busy}
      loadingText={t('account.signingOut')}
      onClick={() => void signOut()}
    >
      {t('account.signOutEverywhere')}
    </Button>
  );
}
