import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { fieldProblems } from '../../../lib/graphqlErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { useT } from '../i18n';
import { wallClock, zonedToIso } from '../liveTime';
import { useMoveLiveOccurrenceMutation } from './hostSessions.generated';

/** "Move": a new date and time for one meeting, in the viewer's zone; the rest of the series stays. */
export function MoveMeeting({
  occurrenceId,
  startsAt,
  zone,
  when,
}: {
  occurrenceId: string;
  startsAt: string;
  zone: string;
  /** The meeting's time as listed, to name it to screen readers. */
  when: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(() => wallClock(new Date(startsAt), zone));
  const [problem, setProblem] = useState<string | null>(null);
  const [move, { loading }] = useMoveLiveOccurrenceMutation();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const iso = zonedToIso(value, zone);
    if (!iso) return setProblem(t('live.schedule.badStart'));
    try {
      await move({ variables: { id: occurrenceId, startsAt: iso } });
      setProblem(null);
      setOpen(false);
    } catch (error) {
      setProblem(fieldProblems(error)[0]?.message ?? errorMessage(error, t('live.failed')));
    }
  }

  if (!open)
    return (
      <Button
        size="xs"
        variant="outline"
        aria-label={t('live.host.moveNamed', { when })}
        onClick={() => setOpen(true)}
      >
        {t('live.host.move')}
      </Button>
    );
  return (
    <form noValidate onSubmit={(e) => void save(e)}>
      <Stack gap="2">
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label fontSize="sm">{t('live.host.moveTo', { zone })}</Field.Label>
          <Input
            type="datetime-local"
            size="sm"
            maxW="16rem"
            value={value}
            autoFocus
            onChange={(e) => setValue(e.target.value)}
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="xs" colorPalette="brand" loading={loading}>
            {t('live.host.moveSave')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
            {t('live.keep')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
