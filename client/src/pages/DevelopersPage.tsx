import { Container, Heading, Text } from '@chakra-ui/react';
import { DevelopersGuide } from '../features/developers/DevelopersGuide';
import { useT } from '../features/developers/i18n';
import { useSiteSettingsQuery } from '../lib/siteSettings.generated';
import { usePageTitle } from '../lib/usePageTitle';

/** /developers: how integrators use the API with a token, and receive signed webhooks. */
export default function DevelopersPage() {
  const t = useT();
  usePageTitle(t('developers.title'));
  const { data } = useSiteSettingsQuery({ fetchPolicy: 'cache-first' });
  return (
    <Container maxW="4xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('developers.title')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        {t('developers.intro')}
      </Text>
      <DevelopersGuide
        origin={window.location.origin}
        rateLimit={data?.siteSettings.apiTokenRateLimit}
      />
    </Container>
  );
}
