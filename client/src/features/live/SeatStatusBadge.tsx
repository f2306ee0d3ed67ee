import { Badge } from '@chakra-ui/react';
import type { LiveSeatStatus } from '../../generated/types';
import { useT, type LiveMessage } from './i18n';

const LABELS: Record<LiveSeatStatus, LiveMessage> = {
  CONFIRMED: 'live.seatStatus.CONFIRMED',
  HELD: 'live.seatStatus.HELD',
  OFFERED: 'live.seatStatus.OFFERED',
  WAITLISTED: 'live.seatStatus.WAITLISTED',
  CANCELLED: 'live.seatStatus.CANCELLED',
  EXPIRED: 'live.seatStatus.EXPIRED',
};

const PALETTES: Record<LiveSeatStatus, string> = {
  CONFIRMED: 'green',
  HELD: 'yellow',
  OFFERED: 'purple',
  WAITLISTED: 'gray',
  CANCELLED: 'red',
  EXPIRED: 'gray',
};

/** A seat's state in words: "Seat", "Held for payment", "Waitlist #2"... */
export function SeatStatusBadge({
  status,
  position,
}: {
  status: LiveSeatStatus;
  position?: number | null;
}) {
  const t = useT();
  return (
    <Badge colorPalette={PALETTES[status]}>{t(LABELS[status], { position: position ?? 0 })}</Badge>
  );
}
