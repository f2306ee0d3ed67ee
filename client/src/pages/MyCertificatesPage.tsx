import { Container, Heading, Text } from '@chakra-ui/react';
import { MyCertificatesList } from '../features/certificates/MyCertificatesList';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../features/certificates/i18n';

/** /my-certificates: the signed-in learner's certificates (its own lazy chunk). */
export default function MyCertificatesPage() {
  const t = useT();
  usePageTitle(t('certificates.myCertificates'));
  return (
    <Container maxW="4xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('certificates.myCertificates')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        {t('certificates.myIntro')}
      </Text>
      <MyCertificatesList />
    </Container>
  );
}
