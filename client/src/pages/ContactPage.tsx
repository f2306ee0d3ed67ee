import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ContactForm } from '../features/contact/ContactForm';
import { usePageTitle } from '../lib/usePageTitle';

/** /contact: a message to the team. */
export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <Container maxW="2xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Contact Us
          </Heading>
          <Text color="fg.muted">
            Questions about a course or mentorship? Write to us and the team will get back to you.
          </Text>
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
