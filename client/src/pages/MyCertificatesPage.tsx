import { Container, Heading, Text } from '@chakra-ui/react';
import { MyCertificatesList } from '../features/certificates/MyCertificatesList';
import { usePageTitle } from '../lib/usePageTitle';

/** /my-certificates: the signed-in learner's certificates (its own lazy chunk). */
export default function MyCertificatesPage() {
  usePageTitle('My Certificates');
  return (
    <Container maxW="4xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        My Certificates
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        Share them on LinkedIn, or send the link: anyone can verify a certificate.
      </Text>
      <MyCertificatesList />
    </Container>
  );
}
