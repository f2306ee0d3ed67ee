import { useCallback } from 'react';
import { showToast } from '../../components/ui/toaster';
import { activateLocale, type Locale } from '../../i18n/locale';
import { useSetLocaleMutation } from './auth.generated';
import { useAuth } from './authContext';
import { t } from './i18n';

/**
 * The language switch's action: shows the product in `locale` at once (kept in this browser), and
 * for a signed-in user keeps it on the account too, so every device follows it at sign-in.
 */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const { user } = useAuth();
  const [setLocale] = useSetLocaleMutation();
  const signedIn = user !== null;
  return useCallback(
    async (locale: Locale) => {
      await activateLocale(locale);
      if (!signedIn) return;
      try {
        await setLocale({ variables: { locale } });
      } catch {
        showToast('warning', t('auth.localeNotSaved'));
      }
    },
    [signedIn, setLocale],
  );
}
