import { Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MyEnrollmentsView } from '../features/learning/enrollments/MyEnrollmentsView';
import { usePageTitle } from '../lib/usePageTitle';

/** /my-enrollments: the signed-in learner's courses with their progress. */
export default function MyEnrollmentsPage() {
  usePageTitle('My Enrollments');
  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        My Enrollments
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        Pick up where you left off, or see your{' '}
        <Link asChild colorPalette="brand">
          <RouterLink to="/my-certificates">certificates</RouterLink>
        </Link>
        .
      </Text>
      <MyEnrollmentsView />
    </Container>
  );
}
