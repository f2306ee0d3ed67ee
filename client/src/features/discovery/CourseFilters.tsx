import { Separator, Skeleton, Stack } from '@chakra-ui/react';
import type { CourseLevel, DurationBucket, PriceFilter } from '../../generated/types';
import { courseLevelLabel, COURSE_LEVELS } from '../courses/courseLevel';
import {
  DURATION_OPTIONS,
  PRICE_OPTIONS,
  RATING_OPTIONS,
  toggled,
  type CourseListState,
} from './courseListState';
import type { CourseListUpdate } from './useCourseListState';
import { durationLabel, priceLabel, ratingLabel, type Facets } from './courseFacets';
import { CheckboxGroup, RadioFilter, type Option } from './FilterControls';
import { categoryOptions, fixedOptions, languageOptions } from './filterOptions';
import { useT } from './i18n';
import { PriceRange } from './PriceRangeFilter';

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
  const t = useT();
  if (loading)
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('discovery.filters.loading')} role="status">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height="4" width={index % 3 === 0 ? '50%' : '80%'} />
        ))}
      </Stack>
    );

  const ratings: Option[] = RATING_OPTIONS.map((rating) => {
    const facet = facets?.ratings.find((option) => Number(option.value) === rating);
    return {
      value: String(rating),
      label: ratingLabel(rating),
      count: facet?.count,
    };
  });

  return (
    <Stack gap="5" separator={<Separator />}>
      {showCategories && (
        <CheckboxGroup
          title={t('discovery.filters.category')}
          options={categoryOptions(facets, state.categories)}
          selected={state.categories}
          onToggle={(slug) =>
            onChange((current) => ({ ...current, categories: toggled(current.categories, slug) }))
          }
        />
      )}
      <RadioFilter
        title={t('discovery.filters.price')}
        anyLabel={t('discovery.filters.anyPrice')}
        options={fixedOptions(PRICE_OPTIONS, priceLabel, facets?.prices)}
        value={state.price}
        onChange={(price) =>
          onChange((current) => ({ ...current, price: price as PriceFilter | null }))
        }
      />
      <PriceRange state={state} onChange={onChange} />
      <RadioFilter
        title={t('discovery.filters.rating')}
        anyLabel={t('discovery.filters.anyRating')}
        options={ratings}
        value={state.minRating === null ? null : String(state.minRating)}
        onChange={(rating) =>
          onChange((current) => ({ ...current, minRating: rating ? Number(rating) : null }))
        }
      />
      <CheckboxGroup
        title={t('discovery.filters.videoLength')}
        options={fixedOptions(DURATION_OPTIONS, durationLabel, facets?.durations)}
        selected={state.durations}
        onToggle={(bucket) =>
          onChange((current) => ({
            ...current,
            durations: toggled(current.durations, bucket as DurationBucket),
          }))
        }
      />
      <CheckboxGroup
        title={t('discovery.filters.level')}
        options={fixedOptions(COURSE_LEVELS, courseLevelLabel, facets?.levels)}
        selected={state.levels}
        onToggle={(level) =>
          onChange((current) => ({
            ...current,
            levels: toggled(current.levels, level as CourseLevel),
          }))
        }
      />
      <CheckboxGroup
        title={t('discovery.filters.language')}
        options={languageOptions(facets, state.languages)}
        selected={state.languages}
        onToggle={(language) =>
          onChange((current) => ({ ...current, languages: toggled(current.languages, language) }))
        }
      />
    </Stack>
  );
}
