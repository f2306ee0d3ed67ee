import { Avatar } from '@chakra-ui/react';
import type { AuthUser } from './authContext';

export function UserAvatar({ user, size = 'sm' }: { user: AuthUser; size?: 'sm' | 'md' }) {
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={user.name} />
      {user.imageUrl && <Avatar.Image src={user.imageUrl} alt="" />}
    </Avatar.Root>
  );
}
