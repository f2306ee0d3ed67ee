import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { canUseEducatorArea, useAuth } from '../../features/auth/authContext';
import { EducatorFooter } from '../../features/educator/layout/EducatorFooter';
import { EducatorHeader } from '../../features/educator/layout/EducatorHeader';
import { EducatorNav } from '../../features/educator/layout/EducatorNav';

/** Educator area frame: its own header, sidebar (educators only) and footer. */
export default function EducatorLayout() {
  const isEducator = canUseEducatorArea(useAuth().user?.role);
  return (
    <Flex direction="column" minH="100dvh">
      <EducatorHeader />
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minW="0">
        {isEducator && <EducatorNav />}
        <Box as="main" flex="1" minW="0" bg="bg.subtle">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      <EducatorFooter />
    </Flex>
  );
}
