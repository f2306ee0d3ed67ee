import { Box, Button, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';
import { BecomeEducatorButton } from '../features/educator/BecomeEducatorButton';
import { AccountButton } from './AccountButton';
import { Logo } from '../components/Logo';
import { MountWhenOpened } from '../components/MountWhenOpened';

// Menus only some visitors open load on their own; the account button holds its place meanwhile.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })),
);

/** Top navigation bar (hidden on /educator routes, which use their own layout). */
export function Navbar() {
  const { user, isEducator, initializing, logout } = useAuth();
  const { openLogin, openSignup } = useAuthModal();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex
        as="nav"
        aria-label="Main"
        maxW="7xl"
        mx="auto"
        h="16"
        px={{ base: '4', md: '6' }}
        align="center"
        justify="space-between"
        gap="4"
      >
        <Logo />
        <HStack gap="3" hideBelow="md">
          {isEducator && (
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => void navigate('/educator')}
            >
              Educator Dashboard
            </Button>
          )}
          <BecomeEducatorButton />
          {user ? (
            <>
              <Link asChild fontWeight="medium" colorPalette="brand">
                <RouterLink to="/my-enrollments">My Enrollments</RouterLink>
              </Link>
              <Suspense fallback={<AccountButton user={user} visibility="hidden" aria-hidden />}>
                <AccountMenu user={user} />
              </Suspense>
              <Button variant="ghost" onClick={() => void logout()}>
                Logout
              </Button>
            </>
          ) : (
            !initializing && (
              <>
                <Button variant="ghost" onClick={openLogin}>
                  Login
                </Button>
                <Button colorPalette="brand" onClick={openSignup}>
                  Sign Up
                </Button>
              </>
            )
          )}
        </HStack>
        <IconButton
          hideFrom="md"
          variant="ghost"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <LuMenu />
        </IconButton>
      </Flex>
      <MountWhenOpened open={menuOpen}>
        <MobileNavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      </MountWhenOpened>
    </Box>
  );
}
