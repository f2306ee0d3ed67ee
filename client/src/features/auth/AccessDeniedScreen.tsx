import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from './i18n';

export function AccessDeniedScreen({ educatorRequired = false }: { educatorRequired?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first history entry: there is nothing to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <LuShieldAlert size="48" aria-hidden />
      <Heading as="h1" size="2xl">
        {t('auth.accessDenied')}
      </Heading>
      <Text color="fg.muted">{t('auth.noPermission')}</Text>
      {educatorRequired && <Text color="fg.muted">{t('auth.educatorRequired')}</Text>}
      <Button colorPalette="brand" onClick={goBack}>
        {t('auth.goBack')}
      </Button>
    </VStack>
  );
}
