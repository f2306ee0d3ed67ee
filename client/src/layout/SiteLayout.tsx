import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { Navbar } from './Navbar';
import { SiteFooter } from './SiteFooter';

/** Public site frame: navbar, page, footer. */
export function SiteLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Navbar />
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
