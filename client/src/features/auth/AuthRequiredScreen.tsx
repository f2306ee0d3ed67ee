import { Alert, Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';
import { useAuth } from './authContext';
import { useAuthModal } from './authModalContext';
import { useT } from './i18n';

export function AuthRequiredScreen() {
  const t = useT();
  const { openLogin, openSignup } = useAuthModal();
  const { signedOutReason } = useAuth();
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <LuLock size="48" aria-hidden />
      <Heading as="h1" size="2xl">
        {t('auth.authRequired')}
      </Heading>
      <Text color="fg.muted">{t('auth.mustLogIn')}</Text>
      {signedOutReason && (
        <Alert.Root status="warning" maxW="lg" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>{signedOutReason}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3">
        <Button colorPalette="brand" onClick={openLogin}>
          {t('auth.login')}
        </Button>
        <Button colorPalette="brand" variant="outline" onClick={openSignup}>
          {t('auth.signUp')}
        </Button>
      </HStack>
    </VStack>
  );
}
