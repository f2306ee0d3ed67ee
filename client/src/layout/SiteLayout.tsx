import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useAuth } from '../features/auth/authContext';
import { Navbar } from './Navbar';
import { SiteFooter } from './SiteFooter';

// Only signed-in users can see it: visitors never load its code.
const EmailVerificationBanner = lazy(() =>
  import('../features/account/EmailVerificationBanner').then((m) => ({
    default: m.EmailVerificationBanner,
  })),
);

/** Public site frame: navbar, the email confirmation banner when it applies, page, footer. */
export function SiteLayout() {
  const { user } = useAuth();
  return (
    <Flex direction="column" minH="100dvh">
      <Navbar />
      {user && (
        <Suspense fallback={null}>
          <EmailVerificationBanner />
        </Suspense>
      )}
      {/* At least a screen tall, so the footer starts below the fold and never jumps while a page loads. */}
      <Box as="main" flex="1" minH="100vh">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
