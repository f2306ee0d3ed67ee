import { Container, Heading, Text } from '@chakra-ui/react';
import { AccountSettings } from '../features/account/AccountSettings';
import { useT } from '../features/account/i18n';
import { usePageTitle } from '../lib/usePageTitle';

/** /account: the signed-in user's profile, email, password, sessions, purchases and data. */
export default function AccountPage() {
  const t = useT();
  usePageTitle(t('account.pageTitle'));
  return (
    <Container maxW="3xl" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
        {t('account.pageHeading')}
      </Heading>
      <Text mt="2" mb={{ base: '6', md: '8' }} color="fg.muted">
        {t('account.pageIntro')}
      </Text>
      <AccountSettings />
    </Container>
  );
}
