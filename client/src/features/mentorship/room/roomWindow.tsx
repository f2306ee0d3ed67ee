import { Alert } from '@chakra-ui/react';
import type { ApolloError } from '@apollo/client';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { hasErrorCode } from '../../../lib/graphqlErrors';

/** setTimeout's longest wait; an early room further away is simply asked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface RoomTimes {
  state: string;
  opensAt: string;
  closesAt: string;
}

/** A room (a booking's or a live meeting's) is asked again when it opens, and when it closes. */
export function useRefetchAtRoomEdges(room: RoomTimes | null | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (!room || (room.state !== 'EARLY' && room.state !== 'OPEN')) return;
    const at = Date.parse(room.state === 'EARLY' ? room.opensAt : room.closesAt);
    const wait = Math.min(Math.max(at - Date.now(), 0) + 500, MAX_TIMER_MS);
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [room, refetch]);
}

/** Why a room could not be shown: not found (not yours), or the error's own message. */
export function RoomUnavailable(props: {
  error: ApolloError | undefined;
  notFound: string;
  failed: string;
}) {
  const notFound = hasErrorCode(props.error, 'NOT_FOUND');
  return (
    <Alert.Root status={notFound ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Title>{notFound ? props.notFound : errorMessage(props.error, props.failed)}</Alert.Title>
    </Alert.Root>
  );
}
