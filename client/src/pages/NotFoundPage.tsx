import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from './i18n';

export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t('pages.notFound.title'));
  const navigate = useNavigate();
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('pages.notFound.heading')}
      </Heading>
      <Text color="fg.muted">{t('pages.notFound.text')}</Text>
      <Button colorPalette="brand" onClick={() => void navigate('/')}>
        {t('pages.notFound.home')}
      </Button>
    </VStack>
  );
}
