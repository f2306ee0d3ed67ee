import { Button, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';
import type { LiveSessionPageFieldsFragment } from './liveSession.generated';
import { nextMeeting, openMeeting } from './seatRules';

/**
 * For the host and seat holders: "Join the room" (/live/rooms/{occurrence}) while the next
 * meeting's room is open, or the host's meeting link when the session meets there; before then,
 * when it opens.
 */
export function JoinLive({
  session,
  now,
}: {
  session: Pick<LiveSessionPageFieldsFragment, 'meetingUrl' | 'occurrences'>;
  now: number;
}) {
  const t = useT();
  const open = openMeeting(session.occurrences, now);
  if (!nextMeeting(session.occurrences, now)) return null;
  const url = session.meetingUrl;
  if (url && open)
    return (
      <Button asChild colorPalette="green" alignSelf="flex-start">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('live.join.meeting')}
        </a>
      </Button>
    );
  if (url)
    return (
      <Text fontSize="sm">
        {t('live.join.linkLater')}{' '}
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          overflowWrap="anywhere"
        >
          {url}
        </Link>
      </Text>
    );
  if (open)
    return (
      <Button asChild colorPalette="green" alignSelf="flex-start">
        <RouterLink to={`/live/rooms/${open.id}`}>{t('live.join.room')}</RouterLink>
      </Button>
    );
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('live.join.roomLater')}
    </Text>
  );
}
