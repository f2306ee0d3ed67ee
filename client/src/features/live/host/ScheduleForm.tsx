import {
  Alert,
  Button,
  Checkbox,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { browserZone, timeZones } from '../../mentorship/zones';
import { useT, type LiveMessage } from '../i18n';
import { HostLiveSessionsDocument, useScheduleLiveSessionMutation } from './hostSessions.generated';
import {
  needsMeetingLink,
  ROOM_MAX_PARTICIPANTS,
  scheduleInput,
  scheduleProblems,
  type DraftProblem,
  type ScheduleDraft,
  type ScheduleField,
  type ScheduleProblems,
} from './scheduleInput';

const DRAFT_PROBLEMS: Record<DraftProblem, LiveMessage> = {
  startsAt: 'live.schedule.badStart',
  durationMinutes: 'live.schedule.badNumber',
  rrule: 'live.schedule.badNumber',
  capacity: 'live.schedule.badNumber',
  pricePaise: 'live.schedule.badPrice',
};

const NO_PROBLEMS: ScheduleProblems = { fields: {}, form: null };

const ACCESS: readonly ScheduleDraft['access'][] = ['ENROLLED', 'SEAT'];

const newDraft = (): ScheduleDraft => ({
  title: '',
  agenda: '',
  startsAt: '',
  timeZone: browserZone(),
  durationMinutes: '60',
  repeats: false,
  weeks: '4',
  capacity: '5',
  access: 'ENROLLED',
  price: '',
  meetingUrl: '',
});

/**
 * Schedules a live session or a weekly series for the course: the first meeting in the educator's
 * chosen zone, a number of weeks, seats, who may take them, and a meeting link when the built-in
 * room is too small. The server's problems show under their fields.
 */
export function ScheduleForm({ courseId }: { courseId: string }) {
  const t = useT();
  const zones = useMemo(timeZones, []);
  const [draft, setDraft] = useState<ScheduleDraft>(newDraft);
  const [problems, setProblems] = useState<ScheduleProblems>(NO_PROBLEMS);
  const [scheduled, setScheduled] = useState<string | null>(null);
  const [schedule, { loading }] = useScheduleLiveSessionMutation({
    refetchQueries: [{ query: HostLiveSessionsDocument, variables: { courseId } }],
    awaitRefetchQueries: true,
  });
  const set = <K extends keyof ScheduleDraft>(key: K, value: ScheduleDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const linkNeeded = needsMeetingLink(draft.capacity);
  const problem = (field: ScheduleField) => problems.fields[field];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setScheduled(null);
    const read = scheduleInput(draft, courseId);
    if ('problems' in read) {
      const fields: Partial<Record<ScheduleField, string>> = {};
      for (const field of read.problems) fields[field] = t(DRAFT_PROBLEMS[field]);
      return setProblems({ fields, form: null });
    }
    try {
      await schedule({ variables: { input: read.input } });
      setProblems(NO_PROBLEMS);
      setScheduled(draft.title.trim());
      setDraft(newDraft());
    } catch (error) {
      setProblems(scheduleProblems(error, t('live.schedule.failed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="live-schedule-heading">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(problem('title'))}>
          <Field.Label>{t('live.schedule.title')}</Field.Label>
          <Input
            value={draft.title}
            maxLength={200}
            onChange={(e) => set('title', e.target.value)}
          />
          <Field.ErrorText>{problem('title')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(problem('agenda'))}>
          <Field.Label>{t('live.schedule.agenda')}</Field.Label>
          <Textarea
            value={draft.agenda}
            rows={3}
            maxLength={5000}
            onChange={(e) => set('agenda', e.target.value)}
          />
          <Field.HelperText>{t('live.schedule.agendaHelp')}</Field.HelperText>
          <Field.ErrorText>{problem('agenda')}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root required invalid={Boolean(problem('startsAt'))}>
            <Field.Label>{t('live.schedule.startsAt')}</Field.Label>
            <Input
              type="datetime-local"
              value={draft.startsAt}
              onChange={(e) => set('startsAt', e.target.value)}
            />
            <Field.HelperText>
              {t('live.schedule.inZone', { zone: draft.timeZone })}
            </Field.HelperText>
            <Field.ErrorText>{problem('startsAt')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(problem('timeZone'))}>
            <Field.Label>{t('live.schedule.timeZone')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.timeZone}
                onChange={(e) => set('timeZone', e.target.value)}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{problem('timeZone')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(problem('durationMinutes'))}>
            <Field.Label>{t('live.schedule.duration')}</Field.Label>
            <Input
              inputMode="numeric"
              value={draft.durationMinutes}
              onChange={(e) => set('durationMinutes', e.target.value)}
            />
            <Field.HelperText>{t('live.schedule.durationHelp')}</Field.HelperText>
            <Field.ErrorText>{problem('durationMinutes')}</Field.ErrorText>
          </Field.Root>
          <Stack gap="2">
            <Checkbox.Root
              checked={draft.repeats}
              onCheckedChange={(e) => set('repeats', e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('live.schedule.repeats')}</Checkbox.Label>
            </Checkbox.Root>
            {draft.repeats && (
              <Field.Root required invalid={Boolean(problem('rrule'))}>
                <Field.Label>{t('live.schedule.weeks')}</Field.Label>
                <Input
                  inputMode="numeric"
                  value={draft.weeks}
                  onChange={(e) => set('weeks', e.target.value)}
                />
                <Field.HelperText>{t('live.schedule.weeksHelp')}</Field.HelperText>
                <Field.ErrorText>{problem('rrule')}</Field.ErrorText>
              </Field.Root>
            )}
            {!draft.repeats && problem('rrule') && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {problem('rrule')}
              </Text>
            )}
          </Stack>
          <Field.Root required invalid={Boolean(problem('capacity'))}>
            <Field.Label>{t('live.schedule.capacity')}</Field.Label>
            <Input
              inputMode="numeric"
              value={draft.capacity}
              onChange={(e) => set('capacity', e.target.value)}
            />
            <Field.ErrorText>{problem('capacity')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(problem('access'))} maxW={{ md: '50%' }}>
          <Field.Label>{t('live.schedule.access')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.access}
              onChange={(e) => set('access', e.target.value === 'SEAT' ? 'SEAT' : 'ENROLLED')}
            >
              {ACCESS.map((access) => (
                <option key={access} value={access}>
                  {t(
                    access === 'SEAT' ? 'live.schedule.accessSeat' : 'live.schedule.accessEnrolled',
                  )}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{problem('access')}</Field.ErrorText>
        </Field.Root>
        {draft.access === 'SEAT' && (
          <Field.Root required invalid={Boolean(problem('pricePaise'))} maxW={{ md: '50%' }}>
            <Field.Label>{t('live.schedule.price')}</Field.Label>
            <Input
              inputMode="decimal"
              value={draft.price}
              onChange={(e) => set('price', e.target.value)}
            />
            <Field.HelperText>{t('live.schedule.priceHelp')}</Field.HelperText>
            <Field.ErrorText>{problem('pricePaise')}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root required={linkNeeded} invalid={Boolean(problem('meetingUrl'))}>
          <Field.Label>{t('live.schedule.meetingUrl')}</Field.Label>
          <Input
            type="url"
            value={draft.meetingUrl}
            onChange={(e) => set('meetingUrl', e.target.value)}
          />
          <Field.HelperText>
            {t(linkNeeded ? 'live.schedule.meetingUrlNeeded' : 'live.schedule.meetingUrlHelp', {
              people: ROOM_MAX_PARTICIPANTS,
              seats: ROOM_MAX_PARTICIPANTS - 1,
            })}
          </Field.HelperText>
          <Field.ErrorText>{problem('meetingUrl')}</Field.ErrorText>
        </Field.Root>
        {problems.form && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problems.form}</Alert.Title>
          </Alert.Root>
        )}
        {scheduled && (
          <Text role="status" color="fg.success">
            {t('live.schedule.done', { title: scheduled })}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading}>
          {t('live.schedule.submit')}
        </Button>
      </Stack>
    </form>
  );
}
