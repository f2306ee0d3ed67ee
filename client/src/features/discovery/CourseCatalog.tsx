import { Box, Button, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CourseResults, noCoursesMessage } from '../courses/CourseResults';
import {
  activeFilterCount,
  courseFilter,
  withoutFilters,
  type CourseListState,
} from '../courses/courseListState';
import { courseListVariables } from '../courses/courseListVariables';
import { useCourseListState } from '../courses/useCourseListState';
import { useCourseFacets } from './courseFacets';
import { ActiveFilters } from './ActiveFilters';
import { CourseFilters } from './CourseFilters';
import { FiltersDrawer } from './FiltersDrawer';
import { NoResults } from './NoResults';
import { SortSelect } from './SortSelect';

/** Course columns beside the filter column: 1 on phones, 2, then 3 on wide screens. */
const CATALOG_COLUMNS = { base: 1, sm: 2, xl: 3 };

/**
 * The filtered course list of the course list page and the category pages: filters in a left
 * column (on phones, a "Filters" button opening them in a drawer), the sort, the chosen filters
 * as chips, the results and the no-results state. Filters and sort live in the address
 * (useCourseListState): each change is a history entry. `fixedCategory` is the category page's
 * own category, which the filters cannot change.
 */
export function CourseCatalog({
  search,
  fixedCategory,
  leadingChips,
}: {
  search: string;
  fixedCategory?: string;
  /** Shown first among the chips (the search chip). */
  leadingChips?: ReactNode;
}) {
  const [routeState, change] = useCourseListState();
  // The category page's own category is not a choice on it.
  const state: CourseListState = fixedCategory ? { ...routeState, categories: [] } : routeState;
  const { facets, loading } = useCourseFacets(search, state, fixedCategory);
  const filtered = activeFilterCount(state) > 0;
  const clearFilters = () => change(withoutFilters);

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }} gap="8">
      <Box as="aside" aria-labelledby="course-filters-heading" hideBelow="md">
        <Heading as="h2" id="course-filters-heading" size="md" mb="4">
          Filters
        </Heading>
        <CourseFilters
          state={state}
          onChange={change}
          facets={facets}
          loading={loading}
          showCategories={!fixedCategory}
        />
      </Box>
      <Stack gap="5" minW="0">
        <Flex
          gap="3"
          justify={{ base: 'space-between', md: 'flex-end' }}
          align="center"
          wrap="wrap"
        >
          <FiltersDrawer
            hideFrom="md"
            search={search}
            state={state}
            fixedCategory={fixedCategory}
            onApply={(next) => change(() => next)}
          />
          <SortSelect
            search={search}
            sort={state.sort}
            onChange={(sort) => change((current) => ({ ...current, sort }))}
          />
        </Flex>
        <ActiveFilters
          state={state}
          onChange={change}
          facets={facets}
          fixedCategory={fixedCategory}
          leading={leadingChips}
        />
        <CourseResults
          variables={courseListVariables(search, courseFilter(state, fixedCategory), state.sort)}
          columns={CATALOG_COLUMNS}
          empty={
            <NoResults
              message={
                fixedCategory && !search && !filtered
                  ? 'No courses in this category yet'
                  : noCoursesMessage(search, filtered)
              }
              searched={!!search}
              onClearFilters={filtered ? clearFilters : undefined}
              columns={CATALOG_COLUMNS}
            />
          }
          errorAction={
            filtered && (
              <Button variant="outline" colorPalette="brand" onClick={clearFilters}>
                Clear filters
              </Button>
            )
          }
        />
      </Stack>
    </Grid>
  );
}
