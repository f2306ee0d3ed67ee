import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { AnalyticsGranularity } from '../../../generated/types';
import { GRANULARITY_LABELS, RANGE_PRESETS, rangeOf, utcDate } from './analyticsRange';

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
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <Select
        label="Period"
        value={String(state.period)}
        onChange={(v) =>
          onChange(v === CUSTOM ? customFrom(state) : { ...state, period: Number(v) })
        }
        options={[
          ...RANGE_PRESETS.map((p) => ({ value: String(p.days), label: p.label })),
          { value: CUSTOM, label: 'Custom dates' },
        ]}
      />
      <Select
        label="Show"
        value={state.granularity}
        onChange={(v) => onChange({ ...state, granularity: v as AnalyticsGranularity })}
        options={Object.entries(GRANULARITY_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <Select
        label="Course"
        value={state.courseId}
        onChange={(v) => onChange({ ...state, courseId: v })}
        options={[
          { value: '', label: 'All courses' },
          ...courses.map((c) => ({ value: c.id, label: c.courseTitle })),
        ]}
      />
      {state.period === CUSTOM && (
        <>
          <DateField
            label="From (UTC)"
            value={state.fromDay}
            onChange={(fromDay) => onChange({ ...state, fromDay })}
          />
          <DateField
            label="To (UTC, included)"
            value={state.toDay}
            problem={rangeProblem}
            onChange={(toDay) => onChange({ ...state, toDay })}
          />
        </>
      )}
    </SimpleGrid>
  );
}
