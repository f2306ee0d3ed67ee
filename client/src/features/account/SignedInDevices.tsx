import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate, formatDateTime, formatTimeAgo } from '../../lib/format';
import {
  useMySessionsQuery,
  useRevokeSessionMutation,
  type MySessionsQuery,
} from './sessions.generated';
import { FormAlert } from './FormAlert';
import { useT } from './i18n';

type DeviceSession = MySessionsQuery['mySessions'][number];

/**
 * The devices signed in to the account, this one first: browser and system, network block (no
 * place name: the server has no geolocation), last seen; every other device has a Sign out button.
 */
export function SignedInDevices() {
  const t = useT();
  const { data, loading, error } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Skeleton height="20" />;
  if (!data)
    return (
      <FormAlert status="error">{errorMessage(error, t('account.devicesNotLoaded'))}</FormAlert>
    );
  const sessions = [...data.mySessions].sort((a, b) => Number(b.current) - Number(a.current));
  if (sessions.length === 0) return <Text color="fg.muted">{t('account.noDevices')}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('account.devices')}>
      {sessions.map((session) => (
        <Card.Root as="li" key={session.id} variant="subtle" size="sm">
          <Card.Body gap="1">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {session.device}
                </Text>
                {session.current && <Badge colorPalette="green">{t('account.thisDevice')}</Badge>}
              </HStack>
              {!session.current && <SignOutDevice session={session} />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('account.deviceNetwork', { network: session.network })} ·{' '}
              {t('account.deviceSignedIn', { date: formatDate(session.signedInAt) })} ·{' '}
              <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                {session.current
                  ? t('account.activeNow')
                  : t('account.lastSeen', { ago: formatTimeAgo(session.lastSeenAt) })}
              </time>
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** Ends one other device's session: its next request is refused and it signs out. */
function SignOutDevice({ session }: { session: DeviceSession }) {
  const t = useT();
  const [revoke, { loading }] = useRevokeSessionMutation({
    variables: { id: session.id },
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'DeviceSession', id: session.id }) });
      cache.gc();
    },
  });

  async function signOut() {
    try {
      await revoke();
      showToast('success', t('account.deviceSignedOut', { device: session.device }));
    } catch (error) {
      showToast('error', errorMessage(error, t('account.deviceNotSignedOut')));
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      loading={loading}
      loadingText={t('account.signingOut')}
      onClick={() => void signOut()}
    >
      {t('account.signOut')}
      <Text as="span" srOnly>
        {' '}
        {t('account.signOutDeviceDetail', {
          device: session.device,
          ago: formatTimeAgo(session.lastSeenAt),
        })}
      </Text>
    </Button>
  );
}
