import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { intlLocale } from '../../../i18n/locale';
import { errorMessage } from '../../../lib/errorMessage';
import { useAvailableSlotsQuery } from '../mentors.generated';
import { SlotWeek } from '../SlotWeek';
import { browserZone, formatDayTime, groupSlotsByDay } from '../zones';
import { useT } from './i18n';
import { PanelFrame } from './PanelFrame';
import {
  useRescheduleMentorshipSessionMutation,
  type MentorshipSessionDetailFragment,
} from './sessions.generated';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

interface Props {
  booking: MentorshipSessionDetailFragment;
  onMoved: (startsAt: string) => void;
  onClose: () => void;
}

/** A week of the session type's free slots at a time; the chosen one moves the booking. */
export function ReschedulePanel({ booking, onMoved, onClose }: Props) {
  const t = useT();
  const zone = browserZone();
  const [week, setWeek] = useState(0);
  const [base] = useState(() => Date.now());
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const slots = useAvailableSlotsQuery({
    variables: {
      sessionTypeId: booking.sessionType.id,
      from: new Date(base + week * WEEK_MS).toISOString(),
      to: new Date(base + (week + 1) * WEEK_MS).toISOString(),
    },
    fetchPolicy: 'cache-and-network',
  });
  const days = useMemo(
    () =>
      groupSlotsByDay(slots.data?.availableSlots ?? [], zone, booking.mentorTimeZone, intlLocale()),
    [slots.data, zone, booking.mentorTimeZone],
  );
  const [reschedule, { loading: moving }] = useRescheduleMentorshipSessionMutation();

  const goToWeek = (next: number) => {
    setWeek(next);
    setSelected(null);
  };
  const submit = async () => {
    if (!selected) return setProblem(t('sessions.reschedule.chooseTime'));
    setProblem(null);
    try {
      const result = await reschedule({ variables: { id: booking.id, startsAt: selected } });
      if (result.data) onMoved(result.data.rescheduleBooking.startsAt);
    } catch (error) {
      setProblem(errorMessage(error, t('sessions.reschedule.failed')));
      void slots.refetch();
    }
  };

  return (
    <PanelFrame id="session-reschedule" title={t('sessions.reschedule.heading')}>
      <Text fontSize="sm" color="fg.muted">
        {t('sessions.reschedule.zones', { zone, mentorZone: booking.mentorTimeZone })}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          disabled={week === 0}
          onClick={() => goToWeek(week - 1)}
        >
          {t('sessions.reschedule.previousWeek')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => goToWeek(week + 1)}>
          {t('sessions.reschedule.nextWeek')}
        </Button>
      </HStack>
      {slots.loading && !slots.data ? (
        <PageSpinner label={t('sessions.reschedule.loading')} />
      ) : slots.error && !slots.data ? (
        <Text color="fg.error">
          {errorMessage(slots.error, t('sessions.reschedule.slotsFailed'))}
        </Text>
      ) : (
        <SlotWeek days={days} selected={selected} onSelect={setSelected} />
      )}
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Box>
          <Button colorPalette="brand" loading={moving} onClick={() => void submit()}>
            {selected
              ? t('sessions.reschedule.confirm', {
                  when: formatDayTime(selected, zone, intlLocale()),
                })
              : t('sessions.reschedule.confirmPlain')}
          </Button>
        </Box>
        <Box>
          <Button variant="ghost" onClick={onClose}>
            {t('sessions.reschedule.close')}
          </Button>
        </Box>
      </Stack>
    </PanelFrame>
  );
}
