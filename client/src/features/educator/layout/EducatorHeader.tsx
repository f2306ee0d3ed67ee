import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { UserAvatar } from '../../auth/UserAvatar';
import { useAuth } from '../../auth/authContext';
import { VisitorBadge } from '../../site/VisitorBadge';
import { useT } from '../i18n';

/**
 * The educator area's header: logo (home), visitor badge, 'Hi! {name}', profile image and
 * Logout. On phones the badge and greeting move to a second row.
 */
export function EducatorHeader() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const signOut = async () => {
    // Leave the guarded area first, so the 'Authentication Required' screen never flashes.
    await navigate('/');
    await logout();
  };

  return (
    <Flex
      as="header"
      wrap="wrap"
      align="center"
      columnGap="4"
      rowGap="2"
      px={{ base: '4', md: '6' }}
      py="3"
      minH="16"
      bg="bg"
      borderBottomWidth="1px"
    >
      <Logo />
      <HStack
        order={{ base: 3, md: 2 }}
        flexBasis={{ base: 'full', md: 'auto' }}
        flex={{ md: '1' }}
        justify={{ base: 'space-between', md: 'flex-end' }}
        gap="3"
        minW="0"
      >
        <VisitorBadge />
        {user && (
          <Text fontWeight="medium" truncate>
            {t('educator.header.greeting', { name: user.name })}
          </Text>
        )}
      </HStack>
      {user && (
        <HStack order={{ base: 2, md: 3 }} ms={{ base: 'auto', md: '0' }} gap="2">
          <UserAvatar user={user} />
          <Button
            size="sm"
            variant="outline"
            aria-label={t('educator.header.logout')}
            onClick={() => void signOut()}
          >
            <LuLogOut aria-hidden />
            <Text as="span" hideBelow="sm">
              {t('educator.header.logout')}
            </Text>
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
