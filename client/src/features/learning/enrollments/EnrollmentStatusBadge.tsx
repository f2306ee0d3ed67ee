import { Badge } from '@chakra-ui/react';
import type { EnrollmentStatus } from '../../../generated/types';

/** 'Completed' when every lecture is done, otherwise 'In Progress' (SPEC section 4). */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const completed = status === 'COMPLETED';
  return (
    <Badge colorPalette={completed ? 'green' : 'orange'} variant="subtle" size="md">
      {completed ? 'Completed' : 'In Progress'}
    </Badge>
  );
}
