import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { useAuth, type AuthUser } from '../features/auth/authContext';
import { UserAvatar } from '../features/auth/UserAvatar';

/** The signed-in user's avatar and name, opening the account actions (the navbar's wider screens). */
export function AccountMenu({ user }: { user: AuthUser }) {
  const { signOutEverywhere } = useAuth();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" aria-label={`Account: ${user.name}`}>
          <UserAvatar user={user} />
          <Text as="span" fontWeight="medium" maxW="40" truncate hideBelow="lg">
            {user.name}
          </Text>
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="sign-out-everywhere" onSelect={() => void signOutEverywhere()}>
              Sign out of all devices
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
