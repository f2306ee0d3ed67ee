import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from './i18n';

/** Says the page is a preview as a student, with the way back out of it. */
export function StudentPreviewBanner({ exitTo, exitLabel }: { exitTo: string; exitLabel: string }) {
  const t = useT();
  return (
    <Alert.Root status="info" role="status" rounded="none" px={{ base: '4', md: '8' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('components.previewing')}</Alert.Title>
        <Alert.Description>
          {t('components.previewNothingRecorded')}{' '}
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to={exitTo}>{exitLabel}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
