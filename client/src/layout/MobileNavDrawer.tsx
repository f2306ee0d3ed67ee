import { Button, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';
import { BecomeEducatorButton } from '../features/educator/BecomeEducatorButton';
import { UserAvatar } from '../features/auth/UserAvatar';

/** Side menu for small screens: the navbar's items plus the user's email. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isEducator, logout, signOutEverywhere } = useAuth();
  const { openLogin, openSignup } = useAuthModal();
  const navigate = useNavigate();
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
                {isEducator && (
                  <Button
                    variant="outline"
                    colorPalette="brand"
                    onClick={then(() => void navigate('/educator'))}
                  >
                    Educator Dashboard
                  </Button>
                )}
                <BecomeEducatorButton />
                {user ? (
                  <>
                    <Link asChild fontWeight="medium" colorPalette="brand">
                      <RouterLink to="/my-enrollments" onClick={onClose}>
                        My Enrollments
                      </RouterLink>
                    </Link>
                    <Link asChild fontWeight="medium" colorPalette="brand">
                      <RouterLink to="/account" onClick={onClose}>
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
