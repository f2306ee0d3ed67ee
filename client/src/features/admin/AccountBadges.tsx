import { Badge } from '@chakra-ui/react';
import type { AdminUserFieldsFragment } from './admin.generated';
import type { Role } from '../../generated/types';
import { t, useT } from './i18n';

const ROLE_MESSAGES = {
  STUDENT: 'admin.role.STUDENT',
  EDUCATOR: 'admin.role.EDUCATOR',
  ADMIN: 'admin.role.ADMIN',
} as const;

export const ROLES = Object.keys(ROLE_MESSAGES) as Role[];

/** A role by its name in the active language: 'STUDENT' -> "Learner". */
export const roleLabel = (role: Role) => t(ROLE_MESSAGES[role]);

export function AccountBadges({ user }: { user: AdminUserFieldsFragment }) {
  const t = useT();
  return (
    <>
      <Badge>{t(ROLE_MESSAGES[user.role])}</Badge>
      {user.roleHold && <Badge colorPalette="orange">{t('admin.badge.roleHeld')}</Badge>}
      {user.disabledAt ? (
        <Badge colorPalette="red">{t('admin.badge.disabled')}</Badge>
      ) : (
        !user.verified && <Badge colorPalette="orange">{t('admin.badge.unverified')}</Badge>
      )}
    </>
  );
}
