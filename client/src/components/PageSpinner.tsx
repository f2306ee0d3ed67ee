import { Center, Spinner } from '@chakra-ui/react';

/** Centered spinner for pages, lazy chunks and auth checks. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-label={label}>
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
    </Center>
  );
}
