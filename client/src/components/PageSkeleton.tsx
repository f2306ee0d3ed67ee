import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A page's shape while it loads: announced once as `label` (role=status, aria-busy) with the
 * placeholder shapes hidden from assistive technology, and at least a screen tall, so the footer
 * stays below the fold until the page arrives (no layout shift).
 */
export function PageSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Container
      maxW="7xl"
      py={{ base: '6', md: '12' }}
      minH="100vh"
      role="status"
      aria-label={label}
      aria-busy="true"
    >
      <div aria-hidden>{children}</div>
    </Container>
  );
}
