import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from './i18n';

/**
 * Runs a community write: a toast saying it worked, or the server's message; resolves to whether
 * it worked.
 */
export function useAttempt() {
  const t = useT();
  return async function attempt(write: () => Promise<unknown>, done: string | null) {
    try {
      await write();
      if (done) showToast('success', done);
      return true;
    } catch (caught) {
      showToast('error', errorMessage(caught, t('community.failed')));
      return false;
    }
  };
}
