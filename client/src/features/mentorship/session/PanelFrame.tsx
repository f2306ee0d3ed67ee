import { Card, Heading } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A panel the page opens (reschedule, cancel): a labelled region whose heading takes the focus
 * when it opens, so keyboard and screen reader users land in it, also when a mail's link opened it.
 */
export function PanelFrame({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Card.Root variant="outline" as="section" id={id} aria-labelledby={`${id}-heading`}>
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={`${id}-heading`} ref={heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
