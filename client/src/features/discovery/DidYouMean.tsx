import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { courseListPath } from '../courses/courseListPath';
import { T } from './i18n';

/**
 * "Did you mean instagram?" under a search the server put right (`didYouMean`, the same typo rule
 * as the search itself): a link to the list for the corrected text, keeping the filters and sort.
 */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const { search } = useLocation();
  return (
    <Text fontSize="md">
      <T
        id="discovery.didYouMean"
        values={{ suggestion }}
        components={{ 0: <SuggestionLink to={`${courseListPath(suggestion)}${search}`} /> }}
      />
    </Text>
  );
}

function SuggestionLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" fontStyle="italic">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
