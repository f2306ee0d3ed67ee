import { Center, Spinner } from '@chakra-ui/react';
import { useT } from './i18n';

/** Centered spinner for pages, lazy chunks and auth checks. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center minH="60vh" role="status" aria-label={label ?? t('components.loading')}>
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
    </Center>
  );
}
