import { Badge } from '@chakra-ui/react';
import type { BookingStatus } from '../../../generated/types';
import { intlLocale } from '../../../i18n/locale';
import { browserZone, formatDayTime } from '../zones';
import { useT } from './i18n';

interface Session {
  status: BookingStatus;
  endsAt: string;
  holdExpiresAt?: string | null;
}

const PALETTE: Record<BookingStatus, string> = {
  HELD: 'orange',
  CONFIRMED: 'green',
  CANCELLED: 'red',
  EXPIRED: 'gray',
  COMPLETED: 'blue',
};

/** A session's status in words: "Held until …", "Confirmed", "Ended", "Cancelled", … */
export function useStatusLabel(): (session: Session) => string {
  const t = useT();
  return (session) => {
    switch (session.status) {
      case 'HELD':
        return t('sessions.status.held', {
          until: formatDayTime(
            session.holdExpiresAt ?? session.endsAt,
            browserZone(),
            intlLocale(),
          ),
        });
      case 'CONFIRMED':
        return Date.parse(session.endsAt) <= Date.now()
          ? t('sessions.status.ended')
          : t('sessions.status.confirmed');
      case 'CANCELLED':
        return t('sessions.status.cancelled');
      case 'EXPIRED':
        return t('sessions.status.expired');
      case 'COMPLETED':
        return t('sessions.status.completed');
    }
  };
}

export function SessionStatusBadge({ session }: { session: Session }) {
  const label = useStatusLabel();
  return (
    <Badge colorPalette={PALETTE[session.status]} variant="subtle" whiteSpace="normal">
      {label(session)}
    </Badge>
  );
}
