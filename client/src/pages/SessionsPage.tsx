import { Container, Heading, Text } from '@chakra-ui/react';
import { useT } from '../features/mentorship/session/i18n';
import { SessionList } from '../features/mentorship/session/SessionList';
import { browserZone } from '../features/mentorship/zones';
import { usePageTitle } from '../lib/usePageTitle';

/** /sessions: the signed-in viewer's mentorship sessions, as learner and as mentor. */
export default function SessionsPage() {
  const t = useT();
  usePageTitle(t('sessions.list.title'));
  return (
    <Container maxW="5xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('sessions.list.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        {t('sessions.list.intro', { zone: browserZone() })}
      </Text>
      <SessionList />
    </Container>
  );
}
