import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { AccessDeniedScreen } from './AccessDeniedScreen';
import { AuthRequiredScreen } from './AuthRequiredScreen';
import { canUseEducatorArea, useAuth } from './authContext';
import { useT } from './i18n';

/** Route guard: login required, and with role="educator" an educator or admin. */
export function RequireAuth({ role }: { role?: 'educator' }) {
  const t = useT();
  const { user, initializing } = useAuth();
  if (initializing) return <PageSpinner label={t('auth.checkingSession')} />;
  if (!user) return <AuthRequiredScreen />;
  if (role === 'educator' && !canUseEducatorArea(user.role)) {
    return <AccessDeniedScreen educatorRequired />;
  }
  return <Outlet />;
}
