import { Menu, Portal } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, type AuthUser } from '../features/auth/authContext';
import { useLearnsCourses } from '../features/auth/useLearnerRefusal';
import { AccountButton } from './AccountButton';
import { useT } from './i18n';

/** The bell: its code (the list, the mutations) loads apart, only for a signed-in user. */
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').then((m) => ({
    default: m.NotificationBell,
  })),
);

/** The signed-in user's notification bell, at every width (the navbar loads it from this chunk). */
export function AccountBell() {
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * The signed-in user's avatar and name opening the account actions (the navbar's wider screens).
 * This module loads only when someone is signed in.
 */
export function AccountMenu({ user }: { user: AuthUser }) {
  const t = useT();
  const { signOutEverywhere } = useAuth();
  const navigate = useNavigate();
  const learns = useLearnsCourses();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <AccountButton user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {/* Navigates through the router: Ark clicks a link item with a non-bubbling event,
                which React Router never sees, so the page would load again. */}
            {user.role === 'ADMIN' && (
              <Menu.Item value="admin" onSelect={() => void navigate('/admin')}>
                {t('layout.adminConsole')}
              </Menu.Item>
            )}
            <Menu.Item value="account" onSelect={() => void navigate('/account')}>
              {t('layout.accountSettings')}
            </Menu.Item>
            <Menu.Item value="certificates" onSelect={() => void navigate('/my-certificates')}>
              {t('layout.myCertificates')}
            </Menu.Item>
            {learns && (
              <Menu.Item value="wishlist" onSelect={() => void navigate('/wishlist')}>
                {t('layout.wishlist')}
              </Menu.Item>
            )}
            <Menu.Item value="sign-out-everywhere" onSelect={() => void signOutEverywhere()}>
              {t('layout.signOutEverywhere')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
