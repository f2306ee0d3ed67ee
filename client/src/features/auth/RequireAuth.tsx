import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { AuthRequiredScreen } from './AuthRequiredScreen';
import { canUseEducatorArea, useAuth } from './authContext';
import { useT } from './i18n';

// Only a learner who opens the educator area sees it: it stays out of the landing route's entry chunk.
const AccessDeniedScreen = lazy(() =>
  import('./AccessDeniedScreen').then((m) => ({ default: m.AccessDeniedScreen })),
);

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
