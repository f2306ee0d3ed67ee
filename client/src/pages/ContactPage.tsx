import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ContactForm } from '../features/contact/ContactForm';
import { useT } from '../features/contact/i18n';
import { usePageTitle } from '../lib/usePageTitle';

/** /contact: a message to the team. */
export default function ContactPage() {
  const t = useT();
  usePageTitle(t('contact.pageTitle'));
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            {t('contact.heading')}
          </Heading>
          <Text color="fg.muted">{t('contact.intro')}</Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body p={{ base: '4', md: '8' }}>
            <ContactForm />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
