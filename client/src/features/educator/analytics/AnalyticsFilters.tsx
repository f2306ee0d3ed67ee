import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { AnalyticsGranularity } from '../../../generated/types';
import { GRANULARITY_LABELS, RANGE_PRESETS, rangeOf, utcDate } from './analyticsRange';
import { useT } from '../i18n';

export interface AnalyticsFilterState {
  /** The days of a preset period, or 'custom' for the dates `fromDay` to `toDay` (both included). */
  period: number | 'custom';
  fromDay: string;
  toDay: string;
  granularity: AnalyticsGranularity;
  courseId: string;
}

const CUSTOM = 'custom';

/** A custom period starts as the preset it replaces: its first and last UTC days. */
function customFrom(state: AnalyticsFilterState): AnalyticsFilterState {
  if (state.period === CUSTOM) return state;
  const { from, to } = rangeOf(state.period);
  const lastDay = new Date(new Date(to).getTime() - 1).toISOString();
  return { ...state, period: CUSTOM, fromDay: utcDate(from), toDay: utcDate(lastDay) };
}

function DateField({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem?: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size="sm" type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Period (a preset or custom dates), bucket size and course of the analytics page. */
export function AnalyticsFilters({
  state,
  courses,
  rangeProblem,
  onChange,
}: {
  state: AnalyticsFilterState;
  courses: { id: string; courseTitle: string }[];
  /** What is wrong with the custom dates, shown on the end date. */
  rangeProblem: string | null;
  onChange: (state: AnalyticsFilterState) => void;
}) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <Select
        label={t('educator.analytics.period')}
        value={String(state.period)}
        onChange={(v) =>
          onChange(v === CUSTOM ? customFrom(state) : { ...state, period: Number(v) })
        }
        options={[
          ...RANGE_PRESETS.map((p) => ({ value: String(p.days), label: t(p.labelId) })),
          { value: CUSTOM, label: t('educator.analytics.custom') },
        ]}
      />
      <Select
        label={t('educator.analytics.show')}
        value={state.granularity}
        onChange={(v) => onChange({ ...state, granularity: v as AnalyticsGranularity })}
        options={Object.entries(GRANULARITY_LABELS).map(([value, id]) => ({ value, label: t(id) }))}
      />
      <Select
        label={t('educator.analytics.course')}
        value={state.courseId}
        onChange={(v) => onChange({ ...state, courseId: v })}
        options={[
          { value: '', label: t('educator.analytics.allCourses') },
          ...courses.map((c) => ({ value: c.id, label: c.courseTitle })),
        ]}
      />
      {state.period === CUSTOM && (
        <>
          <DateField
            label={t('educator.analytics.from')}
            value={state.fromDay}
            onChange={(fromDay) => onChange({ ...state, fromDay })}
          />
          <DateField
            label={t('educator.analytics.to')}
            value={state.toDay}
            problem={rangeProblem}
            onChange={(toDay) => onChange({ ...state, toDay })}
          />
        </>
      )}
    </SimpleGrid>
  );
}
