import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { intlLocale } from '../../i18n/locale';
import { useT } from './cardI18n';
import { useCourseLiveSessionsQuery } from './courseLive.generated';
import { formatMeeting } from './liveTime';

/**
 * The course page's "Live sessions": each upcoming session or series with its host, its next
 * meeting in the viewer's zone, how often it meets and the seats left, linking to its page. Its
 * own query (never part of the cached course page) and a lazy chunk; nothing when there is none.
 */
export default function CourseLiveSessions({ courseId }: { courseId: string }) {
  const t = useT();
  const { data } = useCourseLiveSessionsQuery({
    variables: { id: courseId },
    fetchPolicy: 'cache-and-network',
  });
  const sessions = data?.course.liveSessions ?? [];
  if (sessions.length === 0) return null;
  // The browser's zone (mentorship's browserZone, not imported: its module would leave the mentors' chunk).
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack as="section" gap="3" aria-labelledby="course-live-sessions">
      <Heading as="h2" id="course-live-sessions" size="xl">
        {t('live.card.heading')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" m="0" p="0">
        {sessions.map((s) => (
          <Box
            as="li"
            key={s.id}
            borderWidth="1px"
            rounded="lg"
            p="4"
            minW="0"
            data-testid="course-live-session"
          >
            <Stack gap="1">
              <Link asChild colorPalette="brand" fontWeight="semibold" fontSize="lg">
                <RouterLink to={`/live/${s.id}`}>{s.title}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {t('live.card.host', { name: s.hostName })}
              </Text>
              {s.nextOccurrence && (
                <Text>
                  {t('live.card.next', {
                    when: formatMeeting(s.nextOccurrence.startsAt, zone, intlLocale()),
                  })}
                </Text>
              )}
              <Text fontSize="sm">
                {t('live.card.repeats', {
                  repeats: s.rrule ? 'weekly' : 'once',
                  count: s.occurrences.length,
                })}
                {' · '}
                {t('live.card.seatsLeft', { left: s.seatsLeft, capacity: s.capacity })}
                {s.seatsLeft === 0 && ` · ${t('live.card.full')}`}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
