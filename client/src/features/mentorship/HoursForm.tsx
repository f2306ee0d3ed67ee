import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { intlLocale } from '../../i18n/locale';
import { errorMessage } from '../../lib/errorMessage';
import {
  hoursProblems,
  weekFrom,
  weeklyInput,
  WEEKDAYS,
  type DateOverride,
  type TimeRange,
  type WeekHours,
} from './hours';
import { useT } from './i18n';
import { useSetAvailabilityMutation, type MyMentoringQuery } from './mentoring.generated';

type Availability = MyMentoringQuery['myAvailability'];

/** An ISO weekday's name in the active language: 1 -> "Monday". */
export function weekdayName(weekday: number): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** Weekly hours per weekday and date overrides (other hours, or a day off), saved together. */
export function HoursForm({
  availability,
  timeZone,
}: {
  availability: Availability;
  timeZone: string;
}) {
  const t = useT();
  const [week, setWeek] = useState<WeekHours>(() => weekFrom(availability?.weekly ?? []));
  const [overrides, setOverrides] = useState<DateOverride[]>(
    () =>
      availability?.overrides.map((o) => ({
        date: o.date,
        hours: o.hours.map(({ start, end }) => ({ start, end })),
      })) ?? [],
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSetAvailabilityMutation();

  const setDay = (weekday: number, ranges: TimeRange[]) => setWeek({ ...week, [weekday]: ranges });
  const setOverride = (i: number, next: DateOverride) =>
    setOverrides(overrides.map((o, j) => (j === i ? next : o)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setServerProblem(null);
    const found = hoursProblems(week, overrides, weekdayName);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ variables: { input: { timeZone, weekly: weeklyInput(week), overrides } } });
      setSaved(true);
    } catch (error) {
      setServerProblem(errorMessage(error, t('mentorship.saveFailed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="6">
        <Text fontSize="sm" color="fg.muted">
          {t('mentorship.hours.inZone', { zone: timeZone })}
        </Text>
        <Stack gap="4">
          {WEEKDAYS.map((weekday) => (
            <Ranges
              key={weekday}
              label={weekdayName(weekday)}
              ranges={week[weekday] ?? []}
              problem={problems[`weekday-${weekday}`]}
              onChange={(ranges) => setDay(weekday, ranges)}
            />
          ))}
        </Stack>

        <Stack gap="3">
          <Heading as="h3" size="md">
            {t('mentorship.overrides.heading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('mentorship.overrides.intro')}
          </Text>
          {overrides.map((override, i) => (
            <Box key={i} borderWidth="1px" rounded="md" p="3">
              <Stack gap="3">
                <HStack gap="3" wrap="wrap" align="flex-end">
                  <Field.Root invalid={Boolean(problems[`override-date-${i}`])} maxW="14rem">
                    <Field.Label>{t('mentorship.overrides.date')}</Field.Label>
                    <Input
                      type="date"
                      value={override.date}
                      onChange={(e) => setOverride(i, { ...override, date: e.target.value })}
                    />
                    <Field.ErrorText>{problems[`override-date-${i}`]}</Field.ErrorText>
                  </Field.Root>
                  <Checkbox.Root
                    checked={override.hours.length === 0}
                    onCheckedChange={(e) =>
                      setOverride(i, { ...override, hours: e.checked ? [] : [{ ...NEW_RANGE }] })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('mentorship.overrides.dayOff')}</Checkbox.Label>
                  </Checkbox.Root>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setOverrides(overrides.filter((_, j) => j !== i))}
                  >
                    {t('mentorship.overrides.remove')}
                  </Button>
                </HStack>
                {override.hours.length > 0 && (
                  <Ranges
                    label={override.date || t('mentorship.overrides.thisDate')}
                    ranges={override.hours}
                    problem={problems[`override-${i}`]}
                    onChange={(hours) => setOverride(i, { ...override, hours })}
                    keepOne
                  />
                )}
              </Stack>
            </Box>
          ))}
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => setOverrides([...overrides, { date: '', hours: [] }])}
          >
            <LuPlus aria-hidden />
            {t('mentorship.overrides.add')}
          </Button>
        </Stack>

        {Object.keys(problems).length > 0 && (
          <Text color="fg.error" role="alert">
            {t('mentorship.hours.fix')}
          </Text>
        )}
        {serverProblem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverProblem}</Alert.Title>
          </Alert.Root>
        )}
        {saved && (
          <Text role="status" color="fg.success">
            {t('mentorship.hours.saved')}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading}>
          {t('mentorship.hours.save')}
        </Button>
      </Stack>
    </form>
  );
}

interface RangesProps {
  label: string;
  ranges: TimeRange[];
  problem?: string;
  onChange: (ranges: TimeRange[]) => void;
  /** An override with hours keeps at least one range (none is the day-off box). */
  keepOne?: boolean;
}

/** One day's ranges: "from" and "until" times, each removable, and one more to add. */
function Ranges({ label, ranges, problem, onChange, keepOne }: RangesProps) {
  const t = useT();
  const set = (i: number, range: TimeRange) =>
    onChange(ranges.map((r, j) => (j === i ? range : r)));
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Stack gap="2">
        {ranges.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('mentorship.hours.unavailable')}
          </Text>
        )}
        {ranges.map((range, i) => (
          <HStack key={i} gap="2" wrap="wrap">
            <Input
              type="time"
              w="8rem"
              aria-label={t('mentorship.hours.from', { day: label, n: i + 1 })}
              value={range.start}
              onChange={(e) => set(i, { ...range, start: e.target.value })}
            />
            <Text as="span" aria-hidden>
              –
            </Text>
            <Input
              type="time"
              w="8rem"
              aria-label={t('mentorship.hours.until', { day: label, n: i + 1 })}
              value={range.end}
              onChange={(e) => set(i, { ...range, end: e.target.value })}
            />
            {!(keepOne && ranges.length === 1) && (
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('mentorship.hours.remove', { day: label, n: i + 1 })}
                onClick={() => onChange(ranges.filter((_, j) => j !== i))}
              >
                <LuTrash2 />
              </IconButton>
            )}
          </HStack>
        ))}
        <Button
          variant="ghost"
          size="sm"
          alignSelf="flex-start"
          aria-label={t('mentorship.hours.addFor', { day: label })}
          onClick={() => onChange([...ranges, { ...NEW_RANGE }])}
        >
          <LuPlus aria-hidden />
          {t('mentorship.hours.add')}
        </Button>
        {problem && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
