import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { intlLocale } from '../../i18n/locale';
import { useT } from './cardI18n';
import { formatMeeting } from './liveTime';
import { useMyNextLiveSessionQuery } from './nextLive.generated';

/**
 * My Enrollments' "Next live session": the soonest of the viewer's sessions (a seat, a place in
 * line, or one they host), its next meeting in their zone, and a link to its page. Its own query
 * and lazy chunk; nothing when there is none.
 */
export default function NextLiveSession() {
  const t = useT();
  const { data } = useMyNextLiveSessionQuery({ fetchPolicy: 'cache-and-network' });
  const next = data?.myLiveSessions.find((s) => s.nextOccurrence);
  if (!next?.nextOccurrence) return null;
  // The browser's zone (mentorship's browserZone, not imported: its module would leave the mentors' chunk).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Box
      as="section"
      aria-labelledby="next-live-session"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      bg="brand.subtle"
      mb={{ base: '6', md: '8' }}
      minW="0"
    >
      <Stack gap="1">
        <Heading as="h2" id="next-live-session" size="md">
          {t('live.card.nextHeading')}
        </Heading>
        <Link asChild colorPalette="brand" fontWeight="semibold" fontSize="lg">
          <RouterLink to={`/live/${next.id}`}>{next.title}</RouterLink>
        </Link>
        <Text data-testid="next-live-when">
          {formatMeeting(next.nextOccurrence.startsAt, zone, intlLocale())}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('live.card.host', { name: next.hostName })}
        </Text>
      </Stack>
    </Box>
  );
}
