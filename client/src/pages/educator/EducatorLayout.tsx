import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/layout/Logo';
import { UserAvatar } from '../../components/layout/UserAvatar';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../../features/auth/authContext';

const sidebarLinks = [
  { to: '/educator', label: 'Dashboard', end: true },
  { to: '/educator/add-course', label: 'Add Course', end: false },
  { to: '/educator/my-courses', label: 'My Courses', end: false },
  { to: '/educator/student-enrolled', label: 'Students Enrolled', end: false },
];

/** Educator area frame: its own header and sidebar instead of the site navbar. */
export default function EducatorLayout() {
  const { user, isEducator, logout } = useAuth();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    await navigate('/');
  };

  return (
    <Flex direction="column" minH="100dvh">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="4"
        px={{ base: '4', md: '6' }}
        h="16"
        borderBottomWidth="1px"
      >
        <Logo />
        {user && (
          <HStack gap="3">
            <Text hideBelow="sm">Hi! {user.name}</Text>
            <UserAvatar user={user} />
            <Button variant="ghost" onClick={() => void signOut()}>
              Logout
            </Button>
          </HStack>
        )}
      </Flex>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        {isEducator && (
          <Stack
            as="nav"
            aria-label="Educator"
            gap="1"
            p="3"
            minW={{ md: '56' }}
            borderRightWidth={{ md: '1px' }}
            borderBottomWidth={{ base: '1px', md: '0' }}
          >
            {sidebarLinks.map((link) => (
              <Link
                key={link.to}
                asChild
                px="3"
                py="2"
                rounded="md"
                _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
              >
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </Link>
            ))}
          </Stack>
        )}
        <Box as="main" flex="1" minW="0">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
