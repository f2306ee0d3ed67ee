import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { PageSpinner } from '../../../components/PageSpinner';
import { useT } from './i18n';

// The call's code (WebRTC, signalling) loads only when someone joins.
const SessionRoom = lazy(() => import('../room/SessionRoom'));

/**
 * Joining a confirmed session: the mentor's own meeting link when the session type has one,
 * otherwise the built-in room, opened here (an invite's join link is this page).
 */
export function JoinSession({
  bookingId,
  meetingUrl,
}: {
  bookingId: string;
  meetingUrl: string | null;
}) {
  const t = useT();
  const [inRoom, setInRoom] = useState(false);
  if (meetingUrl)
    return (
      <Stack gap="2">
        <Text color="fg.muted">{t('sessions.join.meetingHelp')}</Text>
        <Box>
          <Button asChild colorPalette="brand">
            <a href={meetingUrl} target="_blank" rel="noopener noreferrer">
              {t('sessions.join.meetingLink')} <LuExternalLink aria-hidden />
            </a>
          </Button>
        </Box>
      </Stack>
    );
  if (inRoom)
    return (
      <Suspense fallback={<PageSpinner label={t('sessions.join.loading')} />}>
        <SessionRoom bookingId={bookingId} />
      </Suspense>
    );
  return (
    <Stack gap="2">
      <Text color="fg.muted">{t('sessions.join.roomHelp')}</Text>
      <Box>
        <Button colorPalette="brand" onClick={() => setInRoom(true)}>
          {t('sessions.join.openRoom')}
        </Button>
      </Box>
    </Stack>
  );
}
