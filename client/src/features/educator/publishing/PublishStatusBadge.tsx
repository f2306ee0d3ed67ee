import { Badge } from '@chakra-ui/react';
import { useT } from '../courseEditor.i18n';

/** Draft (seen by its owner and admins only) or Published (in the catalog). */
export function PublishStatusBadge({ published }: { published: boolean }) {
  const t = useT();
  return (
    <Badge colorPalette={published ? 'green' : 'orange'} variant="subtle" size="sm">
      {t(published ? 'courseEditor.publishing.published' : 'courseEditor.publishing.draft')}
    </Badge>
  );
}
