import { Container, Heading, Text } from '@chakra-ui/react';
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
        Pick up where you left off.
      </Text>
      <MyEnrollmentsView />
    </Container>
  );
}
