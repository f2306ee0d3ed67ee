import { Badge } from '@chakra-ui/react';

/** Draft (seen by its owner and admins only) or Published (in the catalog). */
export function PublishStatusBadge({ published }: { published: boolean }) {
  return (
    <Badge colorPalette={published ? 'green' : 'orange'} variant="subtle" size="sm">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}
