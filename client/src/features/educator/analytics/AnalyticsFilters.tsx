import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { AnalyticsGranularity } from '../../../generated/analytics';
import { GRANULARITY_LABELS, RANGE_PRESETS } from './analyticsRange';

export interface AnalyticsFilterState {
  days: number;
  granularity: AnalyticsGranularity;
  courseId: string;
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

/** Period, bucket size and course of the analytics page. */
export function AnalyticsFilters({
  state,
  courses,
  onChange,
}: {
  state: AnalyticsFilterState;
  courses: { id: string; courseTitle: string }[];
  onChange: (state: AnalyticsFilterState) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <Select
        label="Period"
        value={String(state.days)}
        onChange={(v) => onChange({ ...state, days: Number(v) })}
        options={RANGE_PRESETS.map((p) => ({ value: String(p.days), label: p.label }))}
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
    </SimpleGrid>
  );
}
