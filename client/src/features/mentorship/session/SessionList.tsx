import { Alert, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { intlLocale } from '../../../i18n/locale';
import { errorMessage } from '../../../lib/errorMessage';
import { canUseEducatorArea, useAuth } from '../../auth/authContext';
import { browserZone, formatDayTime } from '../zones';
import { useT } from './i18n';
import { SessionStatusBadge } from './SessionStatus';
import {
  useMyMentorshipSessionsQuery,
  type MentorshipSessionSummaryFragment,
} from './sessions.generated';

type Session = MentorshipSessionSummaryFragment;

/** /sessions: the viewer's sessions as learner and, for a mentor, as mentor; upcoming first. */
export function SessionList() {
  const t = useT();
  const { user } = useAuth();
  const asMentor = canUseEducatorArea(user?.role);
  const { data, loading, error } = useMyMentorshipSessionsQuery({
    variables: { asMentor },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageSpinner />;
  if (error && !data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('sessions.list.failed'))}</Alert.Title>
      </Alert.Root>
    );
  const isMentor = Boolean(data?.myMentorProfile);
  const learner = (
    <SideLists
      upcoming={data?.learnerUpcoming ?? []}
      past={data?.learnerPast ?? []}
      other="mentor"
      level={isMentor ? 3 : 2}
    />
  );
  if (!isMentor) return learner;
  return (
    <Stack gap="10">
      <Stack gap="4" as="section" aria-labelledby="sessions-as-learner">
        <Heading as="h2" size="xl" id="sessions-as-learner">
          {t('sessions.list.asLearner')}
        </Heading>
        {learner}
      </Stack>
      <Stack gap="4" as="section" aria-labelledby="sessions-as-mentor">
        <Heading as="h2" size="xl" id="sessions-as-mentor">
          {t('sessions.list.asMentor')}
        </Heading>
        <SideLists
          upcoming={data?.mentorUpcoming ?? []}
          past={data?.mentorPast ?? []}
          other="learner"
          level={3}
        />
      </Stack>
    </Stack>
  );
}

interface SideProps {
  upcoming: Session[];
  past: Session[];
  /** Whom each row names: the mentor (the viewer booked) or the learner (the viewer mentors). */
  other: 'mentor' | 'learner';
  level: 2 | 3;
}

function SideLists({ upcoming, past, other, level }: SideProps) {
  const t = useT();
  const heading = level === 2 ? 'h2' : 'h3';
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as={heading} size={level === 2 ? 'lg' : 'md'}>
          {t('sessions.list.upcoming')}
        </Heading>
        {upcoming.length > 0 ? (
          <Rows sessions={upcoming} other={other} />
        ) : (
          <Text color="fg.muted">
            {t('sessions.list.noUpcoming')}{' '}
            {other === 'mentor' && (
              <Link asChild colorPalette="brand">
                <RouterLink to="/mentors">{t('sessions.list.findMentor')}</RouterLink>
              </Link>
            )}
          </Text>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as={heading} size={level === 2 ? 'lg' : 'md'}>
          {t('sessions.list.past')}
        </Heading>
        {past.length > 0 ? (
          <Rows sessions={past} other={other} />
        ) : (
          <Text color="fg.muted">{t('sessions.list.noPast')}</Text>
        )}
      </Stack>
    </Stack>
  );
}

function Rows({ sessions, other }: { sessions: Session[]; other: 'mentor' | 'learner' }) {
  const t = useT();
  const zone = browserZone();
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {sessions.map((s) => (
        <Box as="li" key={s.id} borderWidth="1px" rounded="lg" p="4" bg="bg" minW="0">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Stack gap="1" minW="0">
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink to={`/sessions/${s.id}`}>
                  {t('sessions.list.with', { title: s.sessionType.title, name: s[other].name })}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {formatDayTime(s.startsAt, zone, intlLocale())}
              </Text>
            </Stack>
            <SessionStatusBadge session={s} />
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
