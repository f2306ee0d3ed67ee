import { Badge, Box, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrency } from '../../../lib/useCurrency';
import { formatPaisePrice } from '../../mentorship/price';
import { browserZone } from '../../mentorship/zones';
import { useT } from '../i18n';
import { MeetingList } from '../MeetingList';
import { useNow } from '../useNow';
import type { LiveSessionPageFieldsFragment } from './liveSession.generated';
import { SeatPanel } from './SeatPanel';
import { viewerPlace } from './seatRules';

interface LiveSessionViewProps {
  session: LiveSessionPageFieldsFragment;
  course: { title: string; enrolled: boolean } | null;
  viewer: { signedIn: boolean; hosts: boolean };
}

/**
 * A live session's page: what it is and who hosts it, its seats, its agenda, every meeting in the
 * viewer's zone (cancelled ones struck through, moved ones marked, recordings linked), and the
 * viewer's own place beside them (first on a phone).
 */
export function LiveSessionView({ session, course, viewer }: LiveSessionViewProps) {
  const t = useT();
  const now = useNow();
  const currency = useCurrency();
  const zone = browserZone();
  const place = viewerPlace(
    session,
    session.mySeat,
    { ...viewer, enrolled: course?.enrolled ?? false },
    now,
  );
  const cancelled = session.status === 'CANCELLED';
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading
            as="h1"
            size={{ base: '2xl', md: '3xl' }}
            color="brand.900"
            overflowWrap="anywhere"
          >
            {session.title}
          </Heading>
          {cancelled && <Badge colorPalette="red">{t('live.status.cancelled')}</Badge>}
        </HStack>
        <Text color="fg.muted">
          {t('live.hostedBy', { name: session.hostName })}
          {course && (
            <>
              {' · '}
              <Link asChild colorPalette="brand">
                <RouterLink to={`/course/${session.courseId}`}>{course.title}</RouterLink>
              </Link>
            </>
          )}
        </Text>
        <Text fontSize="sm">
          {t('live.facts', {
            repeats: session.rrule ? 'weekly' : 'once',
            count: session.occurrences.length,
            minutes: session.durationMinutes,
          })}
          {' · '}
          {session.access === 'SEAT'
            ? t('live.paidSeat', { price: formatPaisePrice(session.pricePaise, currency) })
            : t('live.includedSeat')}
        </Text>
        {!cancelled && (
          <Text fontWeight="semibold" data-testid="live-seats-left">
            {t('live.seatsLeft', { left: session.seatsLeft, capacity: session.capacity })}
            {session.waitlistCount > 0 &&
              ` · ${t('live.waiting', { count: session.waitlistCount })}`}
          </Text>
        )}
      </Stack>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="8"
      >
        <Box order={{ base: 2, lg: 1 }} minW="0">
          <Stack gap="6">
            {session.agenda && (
              <Stack as="section" gap="2" aria-labelledby="live-agenda">
                <Heading as="h2" size="lg" id="live-agenda">
                  {t('live.agenda')}
                </Heading>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {session.agenda}
                </Text>
              </Stack>
            )}
            <Stack as="section" gap="3" aria-labelledby="live-meetings">
              <Heading as="h2" size="lg" id="live-meetings">
                {t('live.meetings')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('live.timesIn', { zone })}
              </Text>
              <MeetingList
                meetings={session.occurrences}
                zone={zone}
                label={t('live.meetingsOf', { title: session.title })}
                actions={({ recordingLectureId }) =>
                  recordingLectureId && (
                    <Link asChild colorPalette="brand" fontSize="sm" alignSelf="flex-start">
                      <RouterLink to={`/player/${session.courseId}?lecture=${recordingLectureId}`}>
                        {t('live.meeting.recording')}
                      </RouterLink>
                    </Link>
                  )
                }
              />
            </Stack>
          </Stack>
        </Box>
        <Box order={{ base: 1, lg: 2 }} minW="0">
          <SeatPanel session={session} place={place} courseTitle={course?.title ?? ''} now={now} />
        </Box>
      </Grid>
    </Stack>
  );
}
