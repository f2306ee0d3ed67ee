import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { AuthUser } from '../features/auth/authContext';
import { UserAvatar } from '../features/auth/UserAvatar';
import { useT } from './i18n';

/** The signed-in user's avatar and name: the account menu's trigger. */
export function AccountButton({ user, ...props }: { user: AuthUser } & ButtonProps) {
  const t = useT();
  return (
    <Button variant="ghost" px="2" aria-label={t('layout.account', { name: user.name })} {...props}>
      <UserAvatar user={user} />
      <Text as="span" fontWeight="medium" maxW="40" truncate hideBelow="lg">
        {user.name}
      </Text>
      <LuChevronDown aria-hidden />
    </Button>
  );
}
