import { Container, Heading, Text } from '@chakra-ui/react';
import { AccountSettings } from '../features/account/AccountSettings';
import { usePageTitle } from '../lib/usePageTitle';

/** /account: the signed-in user's profile, email, password, sessions, purchases and data. */
export default function AccountPage() {
  usePageTitle('Account');
  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        Account Settings
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        Your profile, sign-in email and password, purchases and data.
      </Text>
      <AccountSettings />
    </Container>
  );
}
