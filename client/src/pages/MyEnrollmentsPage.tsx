import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MyEnrollmentsView } from '../features/learning/enrollments/MyEnrollmentsView';
import { usePageTitle } from '../lib/usePageTitle';
import { T, useT } from '../features/learning/i18n';

// Its own chunk and query: most learners hold no live seat.
const NextLiveSession = lazy(() => import('../features/live/NextLiveSession'));

/** The link in the intro; the message gives its words. */
function CertificatesLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild colorPalette="brand">
      <RouterLink to="/my-certificates">{children}</RouterLink>
    </Link>
  );
}

/** /my-enrollments: the signed-in learner's next live session, then their courses with their progress. */
export default function MyEnrollmentsPage() {
  const t = useT();
  usePageTitle(t('learning.myEnrollments'));
  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('learning.myEnrollments')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        <T id="learning.pageIntro" components={{ 0: <CertificatesLink /> }} />{' '}
        <Link asChild colorPalette="brand">
          <RouterLink to="/sessions">{t('learning.mySessions')}</RouterLink>
        </Link>
      </Text>
      <Suspense fallback={null}>
        <NextLiveSession />
      </Suspense>
      <MyEnrollmentsView />
    </Container>
  );
}
