import { Button, Wrap, WrapItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCurrency } from '../../lib/useCurrency';
import { courseLevelLabel } from '../courses/courseLevel';
import { FilterChip } from '../courses/FilterChip';
import { withoutFilters, type CourseListState } from './courseListState';
import type { CourseListUpdate } from './useCourseListState';
import {
  categoryLabel,
  durationLabel,
  maxPriceLabel,
  minPriceLabel,
  priceLabel,
  ratingLabel,
  type Facets,
} from './courseFacets';
import { useT } from './i18n';

interface Chip {
  key: string;
  label: string;
  remove: CourseListUpdate;
}

/** One chip per chosen filter value, each removing just that value. */
function chipsOf(state: CourseListState, facets: Facets | undefined, currency: string): Chip[] {
  const chips: Chip[] = [];
  for (const slug of state.categories)
    chips.push({
      key: `category:${slug}`,
      label: categoryLabel(facets, slug),
      remove: (s) => ({ ...s, categories: s.categories.filter((other) => other !== slug) }),
    });
  if (state.price)
    chips.push({
      key: 'price',
      label: priceLabel(state.price),
      remove: (s) => ({ ...s, price: null }),
    });
  if (state.minPrice !== null)
    chips.push({
      key: 'minPrice',
      label: minPriceLabel(state.minPrice, currency),
      remove: (s) => ({ ...s, minPrice: null }),
    });
  if (state.maxPrice !== null)
    chips.push({
      key: 'maxPrice',
      label: maxPriceLabel(state.maxPrice, currency),
      remove: (s) => ({ ...s, maxPrice: null }),
    });
  if (state.minRating !== null)
    chips.push({
      key: 'rating',
      label: ratingLabel(state.minRating),
      remove: (s) => ({ ...s, minRating: null }),
    });
  for (const bucket of state.durations)
    chips.push({
      key: `duration:${bucket}`,
      label: durationLabel(bucket),
      remove: (s) => ({ ...s, durations: s.durations.filter((other) => other !== bucket) }),
    });
  for (const level of state.levels)
    chips.push({
      key: `level:${level}`,
      label: courseLevelLabel(level),
      remove: (s) => ({ ...s, levels: s.levels.filter((other) => other !== level) }),
    });
  for (const language of state.languages)
    chips.push({
      key: `lang:${language}`,
      label: language,
      remove: (s) => ({ ...s, languages: s.languages.filter((other) => other !== language) }),
    });
  return chips;
}

/**
 * The chosen filters as removable chips, after `leading` (the search chip), with "Clear all" when
 * any filter is on. Nothing at all when there is nothing to show. `state` holds only what may be
 * removed (a category page's own category is not in it).
 */
export function ActiveFilters({
  state,
  onChange,
  facets,
  leading,
}: {
  state: CourseListState;
  onChange: (update: CourseListUpdate) => void;
  facets: Facets | undefined;
  leading?: ReactNode;
}) {
  const t = useT();
  const currency = useCurrency();
  const chips = chipsOf(state, facets, currency);
  if (!leading && chips.length === 0) return null;
  return (
    <Wrap gap="2" align="center" aria-label={t('discovery.filters.active')} role="group">
      {leading && <WrapItem>{leading}</WrapItem>}
      {chips.map((chip) => (
        <WrapItem key={chip.key}>
          <FilterChip
            label={chip.label}
            removeLabel={t('discovery.filters.remove', { label: chip.label })}
            onRemove={() => onChange(chip.remove)}
          />
        </WrapItem>
      ))}
      {chips.length > 0 && (
        <WrapItem>
          <Button
            size="sm"
            variant="plain"
            colorPalette="brand"
            color="brand.fg"
            textDecoration="underline"
            onClick={() => onChange(withoutFilters)}
          >
            {t('discovery.filters.clearAll')}
          </Button>
        </WrapItem>
      )}
    </Wrap>
  );
}
