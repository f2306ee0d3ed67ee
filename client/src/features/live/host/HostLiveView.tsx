import { Alert, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../lib/errorMessage';
import { browserZone } from '../../mentorship/zones';
import { useT } from '../i18n';
import { HostSessionCard } from './HostSessionCard';
import { useHostLiveSessionsQuery } from './hostSessions.generated';
import { ScheduleForm } from './ScheduleForm';

/** A course's live sessions for its educator: the schedule form, then every session it had. */
export function HostLiveView({ courseId }: { courseId: string }) {
  const t = useT();
  const zone = browserZone();
  const { data, loading, error } = useHostLiveSessionsQuery({
    variables: { courseId },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageSpinner />;
  if (!data)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('live.host.loadFailed'))}</Alert.Title>
      </Alert.Root>
    );
  const sessions = data.course.liveSessions;
  return (
    <Stack gap="10">
      <Text>
        {t('live.host.course')}{' '}
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={`/course/${courseId}`}>{data.course.courseTitle}</RouterLink>
        </Link>
      </Text>
      <Stack as="section" gap="4" aria-labelledby="live-schedule-heading">
        <Heading as="h2" size="lg" id="live-schedule-heading">
          {t('live.schedule.heading')}
        </Heading>
        <ScheduleForm courseId={courseId} />
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="live-sessions-heading">
        <Heading as="h2" size="lg" id="live-sessions-heading">
          {t('live.host.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('live.timesIn', { zone })}
        </Text>
        {sessions.length === 0 ? (
          <Text color="fg.muted">{t('live.host.none')}</Text>
        ) : (
          sessions.map((session) => (
            <HostSessionCard key={session.id} session={session} zone={zone} />
          ))
        )}
      </Stack>
    </Stack>
  );
}
