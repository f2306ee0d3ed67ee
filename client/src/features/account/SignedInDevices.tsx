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

type DeviceSession = MySessionsQuery['mySessions'][number];

/**
 * The devices signed in to the account, this one first: browser and system, network block (no
 * place name: the server has no geolocation), last seen; every other device has a Sign out button.
 */
export function SignedInDevices() {
  const { data, loading, error } = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Skeleton height="20" />;
  if (!data)
    return (
      <FormAlert status="error">
        {errorMessage(error, 'Your devices could not be loaded')}
      </FormAlert>
    );
  const sessions = [...data.mySessions].sort((a, b) => Number(b.current) - Number(a.current));
  if (sessions.length === 0)
    return <Text color="fg.muted">No device has signed in since this list began.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Signed-in devices">
      {sessions.map((session) => (
        <Card.Root as="li" key={session.id} variant="subtle" size="sm">
          <Card.Body gap="1">
            <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {session.device}
                </Text>
                {session.current && <Badge colorPalette="green">This device</Badge>}
              </HStack>
              {!session.current && <SignOutDevice session={session} />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Network {session.network} · Signed in {formatDate(session.signedInAt)} ·{' '}
              <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                {session.current ? 'Active now' : `Last seen ${formatTimeAgo(session.lastSeenAt)}`}
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
      showToast('success', `${session.device} signed out`);
    } catch (error) {
      showToast('error', errorMessage(error, 'That device could not be signed out'));
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      loading={loading}
      loadingText="Signing out..."
      onClick={() => void signOut()}
    >
      Sign out
      <Text as="span" srOnly>
        {' '}
        {session.device}, last seen {formatTimeAgo(session.lastSeenAt)}
      </Text>
    </Button>
  );
}
