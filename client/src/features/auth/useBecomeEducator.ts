import { useCallback } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useBecomeEducatorMutation } from './auth.generated';
import { errorMessage } from '../../lib/errorMessage';
import { t } from './i18n';

/**
 * Turns the signed-in user into an educator. The returned user is normalised into the
 * Apollo cache, so `me` (and `isEducator`) update by themselves.
 */
export function useBecomeEducator(): { becomeEducator: () => Promise<boolean>; loading: boolean } {
  const [mutate, { loading }] = useBecomeEducatorMutation();
  const becomeEducator = useCallback(async () => {
    try {
      await mutate();
      showToast('success', t('auth.nowEducator'));
      return true;
    } catch (error) {
      showToast('error', errorMessage(error, t('auth.roleUpdateFailed')));
      return false;
    }
  }, [mutate]);
  return { becomeEducator, loading };
}
