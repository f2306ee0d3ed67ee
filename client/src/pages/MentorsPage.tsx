import { Container, Heading, Text } from '@chakra-ui/react';
import { useT } from '../features/mentorship/i18n';
import { MentorList } from '../features/mentorship/MentorList';
import { usePageTitle } from '../lib/usePageTitle';

/** /mentors: every mentor taking bookings (its own lazy chunk). */
export default function MentorsPage() {
  const t = useT();
  usePageTitle(t('mentorship.list.title'));
  return (
    <Container maxW="7xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('mentorship.list.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        {t('mentorship.list.intro')}
      </Text>
      <MentorList />
    </Container>
  );
}
