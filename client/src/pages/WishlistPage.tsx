import { Container, Heading, Text } from '@chakra-ui/react';
import { WishlistView } from '../features/courses/WishlistView';
import { usePageTitle } from '../lib/usePageTitle';

/** /wishlist: the signed-in learner's saved courses (its own lazy chunk). */
export default function WishlistPage() {
  usePageTitle('Wishlist');
  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        Wishlist
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        Courses you saved for later.
      </Text>
      <WishlistView />
    </Container>
  );
}
