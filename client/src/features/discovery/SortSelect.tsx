import { Field, NativeSelect } from '@chakra-ui/react';
import type { CourseSort } from '../../generated/types';
import { defaultSort, SORT_OPTIONS } from './courseListState';
import { useT } from './i18n';

/**
 * "Sort by": the list's order. Choosing the default order clears it (null), so the address only
 * names an order that differs from it. Relevance is offered only with a search.
 */
export function SortSelect({
  search,
  sort,
  onChange,
}: {
  search: string;
  sort: CourseSort | null;
  onChange: (sort: CourseSort | null) => void;
}) {
  const t = useT();
  const fallback = defaultSort(search);
  const options = SORT_OPTIONS.filter((option) => search || option !== 'RELEVANCE');
  const current = sort && options.includes(sort) ? sort : fallback;
  return (
    <Field.Root flexDirection="row" alignItems="center" gap="2" width="auto">
      <Field.Label whiteSpace="nowrap" fontSize="sm">
        {t('discovery.sort.label')}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto" minW={{ base: '40', sm: '44' }}>
        <NativeSelect.Field
          value={current}
          onChange={(event) => {
            const next = event.currentTarget.value as CourseSort;
            onChange(next === fallback ? null : next);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`discovery.sort.${option}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
