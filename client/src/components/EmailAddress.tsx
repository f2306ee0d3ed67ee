import { Text } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * An email address that wraps, on a narrow screen, after its `@` and dots rather than mid-word
 * (`<wbr>`); only a part too long for a line alone is broken inside (`overflow-wrap`).
 */
export function EmailAddress({ email, strong = false }: { email: string; strong?: boolean }) {
  const parts = email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [];
  return (
    <Text as={strong ? 'strong' : 'span'} overflowWrap="break-word">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
