import { Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { CourseListState } from './courseListState';
import { MAX_PRICE, parsePrice } from './courseListState';
import type { CourseListUpdate } from './useCourseListState';
import { FilterGroup } from './FilterControls';
import { useT } from './i18n';

/**
 * A price bound as typed: applied on blur or Enter; empty clears it, anything that is not a
 * number from 0 up puts back the value in force.
 */
export function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) {
  const t = useT();
  const shownText = (amount: number | null) => (amount === null ? '' : String(amount));
  const [text, setText] = useState(shownText(value));
  // The address changed (a chip removed, Back): show its value.
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setText(shownText(value));
  }
  const commit = () => {
    const next = text.trim() === '' ? null : parsePrice(text);
    if (next === null && text.trim() !== '') setText(shownText(value));
    else if (next !== value) onCommit(next);
  };
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label fontSize="xs" fontWeight="normal" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_PRICE}
        step="any"
        placeholder={t('discovery.filters.any')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
    </Field.Root>
  );
}

/** The lowest and highest price paid, each applied on blur or Enter. */
export function PriceRange({
  state,
  onChange,
}: {
  state: CourseListState;
  onChange: (update: CourseListUpdate) => void;
}) {
  const t = useT();
  return (
    <FilterGroup title={t('discovery.filters.priceRange')}>
      <HStack gap="2" align="end">
        <PriceInput
          label={t('discovery.filters.minPrice')}
          value={state.minPrice}
          onCommit={(minPrice) => onChange((current) => ({ ...current, minPrice }))}
        />
        <PriceInput
          label={t('discovery.filters.maxPrice')}
          value={state.maxPrice}
          onCommit={(maxPrice) => onChange((current) => ({ ...current, maxPrice }))}
        />
      </HStack>
    </FilterGroup>
  );
}
