import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import { AccessDeniedScreen } from '../features/auth/AccessDeniedScreen';
import { AuthRequiredScreen } from '../features/auth/AuthRequiredScreen';
import { useAuth } from '../features/auth/authContext';
import { useT } from '../features/admin/i18n';

const AdminPage = lazy(() => import('./admin/AdminPage'));

/**
 * /admin, for admins only (the server checks every operation too). A small chunk of its own: the
 * entry chunk lists the files of each page it loads lazily, and the console's many would weigh on
 * every first visit.
 */
export default function AdminRoute() {
  const t = useT();
  const { user, initializing } = useAuth();
  if (initializing) return <PageSpinner label={t('admin.route.checkingSession')} />;
  if (!user) return <AuthRequiredScreen />;
  if (user.role !== 'ADMIN') return <AccessDeniedScreen />;
  return (
    <Suspense fallback={<PageSpinner label={t('admin.route.loading')} />}>
      <AdminPage />
    </Suspense>
  );
}
