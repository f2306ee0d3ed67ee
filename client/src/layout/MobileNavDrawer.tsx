import { Button, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';
import { useLearnsCourses } from '../features/auth/useLearnerRefusal';
import { BecomeEducatorButton } from '../features/educator/BecomeEducatorButton';
import { UserAvatar } from '../features/auth/UserAvatar';
import { currentPage, NAV_LINKS } from './navLinks';
import { useT } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';

/** Side menu for small screens: the site's sections, the navbar's items and the user's email. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { user, isEducator, logout, signOutEverywhere } = useAuth();
  const learns = useLearnsCourses();
  const { openLogin, openSignup } = useAuthModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const then = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('layout.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {user && (
                  <HStack gap="3">
                    <UserAvatar user={user} size="md" />
                    <Stack gap="0" minW="0">
                      <Text fontWeight="semibold" truncate>
                        {user.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </HStack>
                )}
                <Stack as="ul" gap="1" listStyle="none" aria-label={t('layout.sections')}>
                  {NAV_LINKS.map(({ to, labelKey }) => (
                    <li key={to}>
                      <Link
                        asChild
                        display="block"
                        py="2"
                        fontWeight="medium"
                        fontSize="lg"
                        _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
                      >
                        <RouterLink
                          to={to}
                          aria-current={currentPage(pathname, to)}
                          onClick={onClose}
                        >
                          {t(labelKey)}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
                {isEducator && (
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    onClick={then(() => void navigate('/educator'))}
                  >
                    {t('layout.educatorDashboard')}
                  </Button>
                )}
                {user?.role === 'ADMIN' && (
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    onClick={then(() => void navigate('/admin'))}
                  >
                    {t('layout.adminConsole')}
                  </Button>
                )}
                <BecomeEducatorButton />
                {user ? (
                  <>
                    {learns && (
                      <Link asChild fontWeight="medium" colorPalette="brand">
                        <RouterLink
                          to="/my-enrollments"
                          aria-current={currentPage(pathname, '/my-enrollments')}
                          onClick={onClose}
                        >
                          {t('layout.myEnrollments')}
                        </RouterLink>
                      </Link>
                    )}
                    <Link asChild fontWeight="medium" colorPalette="brand">
                      <RouterLink
                        to="/my-certificates"
                        aria-current={currentPage(pathname, '/my-certificates')}
                        onClick={onClose}
                      >
                        {t('layout.myCertificates')}
                      </RouterLink>
                    </Link>
                    {learns && (
                      <Link asChild fontWeight="medium" colorPalette="brand">
                        <RouterLink
                          to="/wishlist"
                          aria-current={currentPage(pathname, '/wishlist')}
                          onClick={onClose}
                        >
                          {t('layout.wishlist')}
                        </RouterLink>
                      </Link>
                    )}
                    <Link asChild fontWeight="medium" colorPalette="brand">
                      <RouterLink
                        to="/account"
                        aria-current={currentPage(pathname, '/account')}
                        onClick={onClose}
                      >
                        {t('layout.accountSettings')}
                      </RouterLink>
                    </Link>
                    <Button variant="outline" onClick={then(() => void logout())}>
                      {t('layout.logout')}
                    </Button>
                    <Button variant="ghost" onClick={then(() => void signOutEverywhere())}>
                      {t('layout.signOutEverywhere')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="outline" onClick={then(openLogin)}>
                      {t('layout.login')}
                    </Button>
                    <Button colorPalette="brand" onClick={then(openSignup)}>
                      {t('layout.signUp')}
                    </Button>
                  </>
                )}
                <LanguageSwitch visibleLabel width="full" />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
