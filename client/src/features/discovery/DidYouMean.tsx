import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { courseListPath } from '../courses/courseListPath';

/**
 * "Did you mean instagram?" under a search the server put right (`didYouMean`, the same typo rule
 * as the search itself): a link to the list for the corrected text, keeping the filters and sort.
 */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const { search } = useLocation();
  return (
    <Text fontSize="md">
      Did you mean{' '}
      <Link asChild color="brand.fg" fontWeight="semibold" fontStyle="italic">
        <RouterLink to={`${courseListPath(suggestion)}${search}`}>{suggestion}</RouterLink>
      </Link>
      ?
    </Text>
  );
}
