import { Container, Heading, Text } from '@chakra-ui/react';
import { WishlistView } from '../features/courses/WishlistView';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../features/wishlist/i18n';

/** /wishlist: the signed-in learner's saved courses (its own lazy chunk). */
export default function WishlistPage() {
  const t = useT();
  usePageTitle(t('wishlist.title'));
  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('wishlist.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        {t('wishlist.intro')}
      </Text>
      <WishlistView />
    </Container>
  );
}
