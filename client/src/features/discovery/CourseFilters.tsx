import { Separator, Skeleton, Stack } from '@chakra-ui/react';
import type { CourseLevel, DurationBucket, PriceFilter } from '../../generated/types';
import { COURSE_LEVEL_LABELS, COURSE_LEVELS } from '../courses/courseLevel';
import {
  DURATION_OPTIONS,
  PRICE_OPTIONS,
  RATING_OPTIONS,
  toggled,
  type CourseListState,
} from './courseListState';
import type { CourseListUpdate } from './useCourseListState';
import { DURATION_LABELS, PRICE_LABELS, ratingLabel, type Facets } from './courseFacets';
import { CheckboxGroup, RadioFilter, type Option } from './FilterControls';
import { categoryOptions, fixedOptions, languageOptions } from './filterOptions';
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
