import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { useT } from '../i18n';
import { SeatStatusBadge } from '../SeatStatusBadge';
import type { HostLiveSessionFragment } from './hostSessions.generated';

/** The learners with a seat or a waitlist place (seats first, then the line in order). */
export function SeatHolders({
  seats,
  title,
}: {
  seats: HostLiveSessionFragment['seats'];
  title: string;
}) {
  const t = useT();
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {t('live.host.seatList')}
      </Heading>
      {seats.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('live.host.noSeats')}
        </Text>
      ) : (
        <Stack
          as="ul"
          aria-label={t('live.host.seatListOf', { title })}
          listStyleType="none"
          gap="1"
          m="0"
          p="0"
        >
          {seats.map((seat) => (
            <HStack as="li" key={seat.id} gap="2" wrap="wrap" fontSize="sm">
              <Text fontWeight="medium" overflowWrap="anywhere">
                {seat.name}
              </Text>
              <Text color="fg.muted" overflowWrap="anywhere">
                {seat.email}
              </Text>
              <SeatStatusBadge status={seat.status} position={seat.waitlistPosition} />
              <Text color="fg.muted">
                {t('live.host.since', { date: formatDate(seat.createdAt) })}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
