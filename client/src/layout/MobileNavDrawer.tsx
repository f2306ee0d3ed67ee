import { Button, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';
import { useLearnsCourses } from '../features/auth/useLearnerRefusal';
import { BecomeEducatorButton } from '../features/educator/BecomeEducatorButton';
import { UserAvatar } from '../features/auth/UserAvatar';
import { currentPage, NAV_LINKS } from './navLinks';

/** Side menu for small screens: the site's sections, the navbar's items and the user's email. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
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
              <Drawer.Title>Menu</Drawer.Title>
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
                <Stack as="ul" gap="1" listStyle="none" aria-label="Sections">
                  {NAV_LINKS.map(({ to, label }) => (
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
                          {label}
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
                    Educator Dashboard
                  </Button>
                )}
                {user?.role === 'ADMIN' && (
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    onClick={then(() => void navigate('/admin'))}
                  >
                    Admin console
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
                          My Enrollments
                        </RouterLink>
                      </Link>
                    )}
                    <Link asChild fontWeight="medium" colorPalette="brand">
                      <RouterLink
                        to="/my-certificates"
                        aria-current={currentPage(pathname, '/my-certificates')}
                        onClick={onClose}
                      >
                        My certificates
                      </RouterLink>
                    </Link>
                    {learns && (
                      <Link asChild fontWeight="medium" colorPalette="brand">
                        <RouterLink
                          to="/wishlist"
                          aria-current={currentPage(pathname, '/wishlist')}
                          onClick={onClose}
                        >
                          Wishlist
                        </RouterLink>
                      </Link>
                    )}
                    <Link asChild fontWeight="medium" colorPalette="brand">
                      <RouterLink
                        to="/account"
                        aria-current={currentPage(pathname, '/account')}
                        onClick={onClose}
                      >
                        Account settings
                      </RouterLink>
                    </Link>
                    <Button variant="outline" onClick={then(() => void logout())}>
                      Logout
                    </Button>
                    <Button variant="ghost" onClick={then(() => void signOutEverywhere())}>
                      Sign out of all devices
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="outline" onClick={then(openLogin)}>
                      Login
                    </Button>
                    <Button colorPalette="brand" onClick={then(openSignup)}>
                      Sign Up
                    </Button>
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
