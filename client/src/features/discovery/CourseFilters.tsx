import {
  Box,
  Checkbox,
  Field,
  HStack,
  Input,
  RadioGroup,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { CourseLevel, DurationBucket, PriceFilter } from '../../generated/graphql';
import { COURSE_LEVEL_LABELS, COURSE_LEVELS } from '../courses/courseLevel';
import {
  DURATION_OPTIONS,
  MAX_PRICE,
  parsePrice,
  PRICE_OPTIONS,
  RATING_OPTIONS,
  toggled,
  type CourseListState,
} from './courseListState';
import type { CourseListUpdate } from './useCourseListState';
import { DURATION_LABELS, PRICE_LABELS, ratingLabel, type Facets } from './courseFacets';

interface Option {
  value: string;
  label: string;
  /** Courses it would show; undefined while unknown (the counts could not be loaded). */
  count?: number;
  /** Subcategories are indented under their category. */
  nested?: boolean;
}

/** The label with its count after it, in a quieter colour. */
function OptionText({ label, count }: { label: string; count?: number }) {
  return (
    <>
      {label}
      {count !== undefined && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {' '}
          ({count})
        </Text>
      )}
    </>
  );
}

/** A titled group of options: a fieldset, so its title names the group. */
function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontWeight="semibold" fontSize="sm" mb="3" color="fg">
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** Options any number of which may be chosen; one with no courses is disabled unless chosen. */
function CheckboxGroup({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: Option[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <FilterGroup title={title}>
      <Stack gap="2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <Checkbox.Root
              key={option.value}
              size="sm"
              colorPalette="brand"
              checked={checked}
              disabled={option.count === 0 && !checked}
              onCheckedChange={() => onToggle(option.value)}
              ps={option.nested ? '6' : undefined}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                <OptionText label={option.label} count={option.count} />
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </FilterGroup>
  );
}

/**
 * A price bound as typed: applied on blur or Enter; empty clears it, anything that is not a
 * number from 0 up puts back the value in force.
 */
function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) {
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
        placeholder="Any"
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
function PriceRange({
  state,
  onChange,
}: {
  state: CourseListState;
  onChange: (update: CourseListUpdate) => void;
}) {
  return (
    <FilterGroup title="Price range">
      <HStack gap="2" align="end">
        <PriceInput
          label="Minimum price"
          value={state.minPrice}
          onCommit={(minPrice) => onChange((current) => ({ ...current, minPrice }))}
        />
        <PriceInput
          label="Maximum price"
          value={state.maxPrice}
          onCommit={(maxPrice) => onChange((current) => ({ ...current, maxPrice }))}
        />
      </HStack>
    </FilterGroup>
  );
}

const ANY = 'any';

/** One option or none ("Any ..."), as radio buttons. */
function RadioFilter({
  title,
  anyLabel,
  options,
  value,
  onChange,
}: {
  title: string;
  anyLabel: string;
  options: Option[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Box minW="0">
      <RadioGroup.Root
        size="sm"
        colorPalette="brand"
        value={value ?? ANY}
        onValueChange={(details) =>
          onChange(!details.value || details.value === ANY ? null : details.value)
        }
      >
        <RadioGroup.Label fontWeight="semibold" fontSize="sm" mb="3" display="block">
          {title}
        </RadioGroup.Label>
        <Stack gap="2">
          {[{ value: ANY, label: anyLabel } as Option, ...options].map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.count === 0 && value !== option.value}
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontWeight="normal">
                <OptionText label={option.label} count={option.count} />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Box>
  );
}

/** The options of a fixed list, with the facets' labels and counts when they are known. */
function fixedOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  counted: { value: string; label: string; count: number }[] | undefined,
): Option[] {
  return values.map((value) => {
    const facet = counted?.find((option) => option.value === value);
    return { value, label: facet?.label ?? labels[value], count: facet?.count };
  });
}

/** Top-level categories, each followed by its subcategories; chosen ones stay listed. */
function categoryOptions(facets: Facets | undefined, selected: string[]): Option[] {
  const counted = facets?.categories ?? [];
  const options: Option[] = [];
  for (const top of counted.filter((option) => option.parent === null)) {
    options.push({ value: top.value, label: top.label, count: top.count });
    for (const child of counted.filter((option) => option.parent === top.value))
      options.push({ value: child.value, label: child.label, count: child.count, nested: true });
  }
  const listed = new Set(options.map((option) => option.value));
  for (const option of counted)
    if (!listed.has(option.value))
      options.push({ value: option.value, label: option.label, count: option.count });
  for (const slug of selected)
    if (!counted.some((option) => option.value === slug))
      options.push({ value: slug, label: slug });
  return options;
}

/** Languages by how many courses they have (the facets' order); chosen ones stay listed. */
function languageOptions(facets: Facets | undefined, selected: string[]): Option[] {
  const counted = facets?.languages ?? [];
  return [
    ...counted.map(({ value, label, count }) => ({ value, label, count })),
    ...selected
      .filter((language) => !counted.some((option) => option.value === language))
      .map((language) => ({ value: language, label: language })),
  ];
}

/**
 * The filters of the course list, each option with how many courses it would show (options that
 * would show none are disabled unless chosen): category (subcategories nested; left out on a
 * category page), price, price range, rating, video length, level and language. Every change calls `onChange`
 * with the change, a function of the state it applies to.
 */
export function CourseFilters({
  state,
  onChange,
  facets,
  loading,
  showCategories = true,
}: {
  state: CourseListState;
  onChange: (update: CourseListUpdate) => void;
  facets: Facets | undefined;
  loading: boolean;
  showCategories?: boolean;
}) {
  if (loading)
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading filters" role="status">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height="4" width={index % 3 === 0 ? '50%' : '80%'} />
        ))}
      </Stack>
    );

  const ratings: Option[] = RATING_OPTIONS.map((rating) => {
    const facet = facets?.ratings.find((option) => Number(option.value) === rating);
    return {
      value: String(rating),
      label: facet?.label ?? ratingLabel(rating),
      count: facet?.count,
    };
  });

  return (
    <Stack gap="5" separator={<Separator />}>
      {showCategories && (
        <CheckboxGroup
          title="Category"
          options={categoryOptions(facets, state.categories)}
          selected={state.categories}
          onToggle={(slug) =>
            onChange((current) => ({ ...current, categories: toggled(current.categories, slug) }))
          }
        />
      )}
      <RadioFilter
        title="Price"
        anyLabel="Any price"
        options={fixedOptions(PRICE_OPTIONS, PRICE_LABELS, facets?.prices)}
        value={state.price}
        onChange={(price) =>
          onChange((current) => ({ ...current, price: price as PriceFilter | null }))
        }
      />
      <PriceRange state={state} onChange={onChange} />
      <RadioFilter
        title="Rating"
        anyLabel="Any rating"
        options={ratings}
        value={state.minRating === null ? null : String(state.minRating)}
        onChange={(rating) =>
          onChange((current) => ({ ...current, minRating: rating ? Number(rating) : null }))
        }
      />
      <CheckboxGroup
        title="Video length"
        options={fixedOptions(DURATION_OPTIONS, DURATION_LABELS, facets?.durations)}
        selected={state.durations}
        onToggle={(bucket) =>
          onChange((current) => ({
            ...current,
            durations: toggled(current.durations, bucket as DurationBucket),
          }))
        }
      />
      <CheckboxGroup
        title="Level"
        options={fixedOptions(COURSE_LEVELS, COURSE_LEVEL_LABELS, facets?.levels)}
        selected={state.levels}
        onToggle={(level) =>
          onChange((current) => ({
            ...current,
            levels: toggled(current.levels, level as CourseLevel),
          }))
        }
      />
      <CheckboxGroup
        title="Language"
        options={languageOptions(facets, state.languages)}
        selected={state.languages}
        onToggle={(language) =>
          onChange((current) => ({ ...current, languages: toggled(current.languages, language) }))
        }
      />
    </Stack>
  );
}
