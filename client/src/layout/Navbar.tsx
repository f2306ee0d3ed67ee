import { Box, Button, chakra, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LuMenu, LuSearch, LuX } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/authContext';
import { useAuthModal } from '../features/auth/authModalContext';
import { useLearnsCourses } from '../features/auth/useLearnerRefusal';
import { BecomeEducatorButton } from '../features/educator/BecomeEducatorButton';
import { AccountButton } from './AccountButton';
import { Logo } from '../components/Logo';
import { MountWhenOpened } from '../components/MountWhenOpened';
import { currentPage, NAV_LINKS } from './navLinks';
import { NavSearch } from './NavSearch';
import { useT } from './i18n';
import { LanguageSwitch, navbarLanguageFrom } from './LanguageSwitch';

// Menus only some visitors open load on their own; the account button holds its place meanwhile.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const AccountBell = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountBell })));
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })),
);

/**
 * Top navigation bar (hidden on /educator routes, which use their own layout). The account's items
 * (SPEC: Login, Sign Up, My Enrollments, ...) are in the bar from lg (992 px), the section links
 * from xl (1280 px); below those widths the side menu holds them. The search is in the bar from md,
 * and on phones in a row under it opened by a Search button.
 */
export function Navbar() {
  const t = useT();
  const { user, isEducator, initializing, logout } = useAuth();
  const learns = useLearnsCourses();
  const { openLogin, openSignup } = useAuthModal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);

  // The phone's search row takes the focus when it opens.
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Flex
        as="nav"
        aria-label={t('layout.main')}
        position="relative"
        maxW="7xl"
        mx="auto"
        h="16"
        px={{ base: '4', md: '6' }}
        align="center"
        gap={{ base: '2', md: '4' }}
      >
        <Logo />
        <HStack as="ul" gap="1" hideBelow="xl" listStyle="none">
          {NAV_LINKS.map(({ to, labelKey, signedInFrom }) => (
            <chakra.li key={to} hideBelow={user ? signedInFrom : undefined}>
              <Link
                asChild
                px="2"
                py="1"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ color: 'fg' }}
                _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
              >
                <RouterLink to={to} aria-current={currentPage(pathname, to)}>
                  {t(labelKey)}
                </RouterLink>
              </Link>
            </chakra.li>
          ))}
        </HStack>
        <Box
          id={searchRowId}
          flex="1"
          minW={{ md: '40' }}
          maxW={{ md: 'md' }}
          display={{ base: searchOpen ? 'block' : 'none', md: 'block' }}
          position={{ base: 'absolute', md: 'static' }}
          top="100%"
          insetX="0"
          p={{ base: '3', md: '0' }}
          bg="bg"
          borderBottomWidth={{ base: '1px', md: '0' }}
          shadow={{ base: 'md', md: 'none' }}
        >
          <NavSearch
            inputRef={searchInput}
            onNavigate={() => setSearchOpen(false)}
            onEscapeEmpty={searchOpen ? closeSearch : undefined}
          />
        </Box>
        <HStack gap="3" hideBelow="lg" ms="auto" whiteSpace="nowrap">
          {isEducator && (
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => void navigate('/educator')}
            >
              {t('layout.educatorDashboard')}
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
                  >
                    {t('layout.myEnrollments')}
                  </RouterLink>
                </Link>
              )}
              <Suspense fallback={<AccountButton user={user} visibility="hidden" aria-hidden />}>
                <AccountMenu user={user} />
              </Suspense>
              <Button variant="ghost" onClick={() => void logout()}>
                {t('layout.logout')}
              </Button>
            </>
          ) : (
            !initializing && (
              <>
                <Button variant="ghost" onClick={openLogin}>
                  {t('layout.login')}
                </Button>
                <Button colorPalette="brand" onClick={openSignup}>
                  {t('layout.signUp')}
                </Button>
              </>
            )
          )}
        </HStack>
        {/* Signed in, the account's links fill a desktop bar up to 2xl: the switch is then in the
            footer (and the phone menu), as it is on every page. */}
        <LanguageSwitch
          hideBelow={navbarLanguageFrom(Boolean(user))}
          ms={{ md: 'auto', lg: '0' }}
        />
        <IconButton
          ref={searchToggle}
          hideFrom="md"
          ms="auto"
          variant="ghost"
          aria-label={t('layout.search')}
          aria-expanded={searchOpen}
          aria-controls={searchRowId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          {searchOpen ? <LuX /> : <LuSearch />}
        </IconButton>
        {user && (
          <Suspense fallback={null}>
            <AccountBell />
          </Suspense>
        )}
        <IconButton
          hideFrom="xl"
          variant="ghost"
          aria-label={t('layout.openMenu')}
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
