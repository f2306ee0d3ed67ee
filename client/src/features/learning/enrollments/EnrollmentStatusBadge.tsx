import { Badge } from '@chakra-ui/react';
import type { EnrollmentStatus } from '../../../generated/types';
import { useT } from '../i18n';

/** 'Completed' when every lecture is done, otherwise 'In Progress' (SPEC section 4). */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const t = useT();
  const completed = status === 'COMPLETED';
  return (
    <Badge colorPalette={completed ? 'green' : 'orange'} variant="subtle" size="md">
      {t(completed ? 'learning.statusCompleted' : 'learning.statusInProgress')}
    </Badge>
  );
}
