import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { intlLocale } from '../../../i18n/locale';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../i18n';
import { formatMeeting, ROOM_MARGIN_MS } from '../liveTime';
import { useNow } from '../useNow';
import {
  useLiveOccurrenceAttendanceQuery,
  useLiveSeriesAttendanceQuery,
  type HostLiveSessionFragment,
} from './hostSessions.generated';

/**
 * Who came, once a meeting's room has opened: per learner, how many of the meetings so far they
 * joined, and for each meeting held, its attendees on demand. Nothing before the first meeting.
 */
export function SeriesAttendance({
  session,
  zone,
}: {
  session: HostLiveSessionFragment;
  zone: string;
}) {
  const t = useT();
  const now = useNow();
  const held = session.occurrences.filter(
    (o) => o.status === 'SCHEDULED' && Date.parse(o.startsAt) - ROOM_MARGIN_MS <= now,
  );
  const { data } = useLiveSeriesAttendanceQuery({
    variables: { liveSessionId: session.id },
    skip: held.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const series = data?.liveSeriesAttendance;
  if (held.length === 0 || !series) return null;
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {t('live.attendance.heading')}
      </Heading>
      {series.learners.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('live.attendance.none')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" m="0" p="0" fontSize="sm">
          {series.learners.map((learner) => (
            <Text as="li" key={learner.userId}>
              {t('live.attendance.learner', {
                name: learner.name,
                attended: learner.attended,
                total: series.occurrencesSoFar,
              })}
            </Text>
          ))}
        </Stack>
      )}
      {held.map((meeting) => (
        <MeetingAttendance
          key={meeting.id}
          occurrenceId={meeting.id}
          when={formatMeeting(meeting.startsAt, zone, intlLocale())}
        />
      ))}
    </Stack>
  );
}

function MeetingAttendance({ occurrenceId, when }: { occurrenceId: string; when: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data, loading } = useLiveOccurrenceAttendanceQuery({
    variables: { occurrenceId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const attendees = data?.liveAttendance;
  return (
    <Stack gap="1">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        aria-expanded={open}
        loading={open && loading && !attendees}
        onClick={() => setOpen(!open)}
      >
        {t('live.attendance.whoCame', { when })}
      </Button>
      {open && attendees && (
        <Stack as="ul" listStyleType="none" gap="1" m="0" pl="3" fontSize="sm">
          {attendees.length === 0 && (
            <Text as="li" color="fg.muted">
              {t('live.attendance.nobody')}
            </Text>
          )}
          {attendees.map((a) => (
            <Text as="li" key={a.userId}>
              {t('live.attendance.attendee', {
                name: a.name,
                joined: formatDateTime(a.joinedAt),
                seen: formatDateTime(a.lastSeenAt),
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
