import { Badge } from '@chakra-ui/react';
import type { AdminUserFieldsFragment } from './admin.generated';

export const ROLE_LABELS = { STUDENT: 'Learner', EDUCATOR: 'Educator', ADMIN: 'Admin' } as const;

export function AccountBadges({ user }: { user: AdminUserFieldsFragment }) {
  return (
    <>
      <Badge>{ROLE_LABELS[user.role]}</Badge>
      {user.roleHold && <Badge colorPalette="orange">Role held</Badge>}
      {user.disabledAt ? (
        <Badge colorPalette="red">Disabled</Badge>
      ) : (
        !user.verified && <Badge colorPalette="orange">Unverified</Badge>
      )}
    </>
  );
}
