import { useCallback } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useBecomeEducatorMutation } from './auth.generated';
import { errorMessage } from '../../lib/errorMessage';

/**
 * Turns the signed-in user into an educator. The returned user is normalised into the
 * Apollo cache, so `me` (and `isEducator`) update by themselves.
 */
export function useBecomeEducator(): { becomeEducator: () => Promise<boolean>; loading: boolean } {
  const [mutate, { loading }] = useBecomeEducatorMutation();
  const becomeEducator = useCallback(async () => {
    try {
      await mutate();
      showToast('success', 'You are now an educator!');
      return true;
    } catch (error) {
      showToast('error', errorMessage(error, 'Role update failed'));
      return false;
    }
  }, [mutate]);
  return { becomeEducator, loading };
}
