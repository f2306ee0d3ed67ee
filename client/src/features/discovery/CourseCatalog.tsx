import { Alert, Box, Button, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCoursesQuery } from '../courses/courses.generated';
import { useCategoryTreeQuery } from './category.generated';
import { CourseResults, noCoursesMessage } from '../courses/CourseResults';
import {
  activeFilterCount,
  courseFilter,
  withoutFilters,
  type CourseListState,
} from './courseListState';
import { courseListVariables } from '../courses/courseListVariables';
import { useCourseListState, type CourseListUpdate } from './useCourseListState';
import { facetsOf } from './courseFacets';
import { ActiveFilters } from './ActiveFilters';
import { CaptionMatches } from './CaptionMatches';
import { DidYouMean } from './DidYouMean';
import { CourseFilters } from './CourseFilters';
import { FiltersDrawer } from './FiltersDrawer';
import { NoResults } from './NoResults';
import { SortSelect } from './SortSelect';
import type { TopCategory } from './categoryTree';
import { useT } from './i18n';

/** Course columns beside the filter column: 1 on phones, 2, then 3 on wide screens. */
const CATALOG_COLUMNS = { base: 1, sm: 2, xl: 3 };

/** Every slug of the category tree. */
function knownSlugs(tree: TopCategory[]): Set<string> {
  return new Set(tree.flatMap((top) => [top.slug, ...top.children.map((sub) => sub.slug)]));
}

/**
 * The filtered course list of the course list page and the category pages: filters in a left
 * column (on phones, a "Filters" button opening them in a drawer), the sort, the chosen filters
 * as chips, the results and the no-results state. Filters and sort live in the address
 * (useCourseListState): each change is a history entry. `fixedCategory` is the category page's
 * own category, which the filters cannot change.
 *
 * One request per list: its first page with the filters' counts. Category slugs in the address
 * that the category tree does not know (a shared link to a category since removed) are left out,
 * with a notice, rather than failing the list.
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
  const t = useT();
  const [routeState, routeChange] = useCourseListState(search);
  // Chosen categories are checked against the tree before the list is asked for.
  const checkCategories = !fixedCategory && routeState.categories.length > 0;
  const tree = useCategoryTreeQuery({ skip: !checkCategories });
  const known = tree.data && knownSlugs(tree.data.categories);
  const dropped = known ? routeState.categories.filter((slug) => !known.has(slug)) : [];
  const waitForTree = checkCategories && !tree.data && !tree.error;

  // The category page's own category is not a choice on it; unknown slugs are left out.
  const clean = (current: CourseListState): CourseListState =>
    fixedCategory
      ? { ...current, categories: [] }
      : known
        ? { ...current, categories: current.categories.filter((slug) => known.has(slug)) }
        : current;
  const state = clean(routeState);
  const change = (update: CourseListUpdate) => routeChange((current) => update(clean(current)));

  const variablesFor = (draft: CourseListState) =>
    courseListVariables(search, courseFilter(draft, fixedCategory), draft.sort);
  const result = useCoursesQuery({
    variables: variablesFor(state),
    notifyOnNetworkStatusChange: true,
    skip: waitForTree,
  });
  const facets = facetsOf(result);
  const loadingFacets = !facets && (result.loading || waitForTree);
  const filtered = activeFilterCount(state) > 0;
  const didYouMean = search ? result.data?.courses.didYouMean : null;
  const captionMatches = (search && result.data?.courses.captionMatches) || [];
  const courseTitles = new Map(result.data?.courses.nodes.map((c) => [c.id, c.courseTitle]));
  const clearFilters = () => change(withoutFilters);

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }} gap="8">
      <Box as="aside" aria-labelledby="course-filters-heading" hideBelow="md">
        <Heading as="h2" id="course-filters-heading" size="md" mb="4">
          {t('discovery.filters.heading')}
        </Heading>
        <CourseFilters
          state={state}
          onChange={change}
          facets={facets}
          loading={loadingFacets}
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
            state={state}
            variablesFor={variablesFor}
            showCategories={!fixedCategory}
            onApply={(next) => change(() => next)}
          />
          <SortSelect
            search={search}
            sort={state.sort}
            onChange={(sort) => change((current) => ({ ...current, sort }))}
          />
        </Flex>
        {dropped.length > 0 && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>
              {dropped.length === 1
                ? t('discovery.catalog.droppedOne', { slug: dropped[0] })
                : t('discovery.catalog.droppedMany', {
                    slugs: dropped.map((slug) => `“${slug}”`).join(', '),
                  })}
            </Alert.Title>
          </Alert.Root>
        )}
        <ActiveFilters state={state} onChange={change} facets={facets} leading={leadingChips} />
        {didYouMean && <DidYouMean suggestion={didYouMean} />}
        <CaptionMatches matches={captionMatches} courseTitles={courseTitles} />
        <CourseResults
          result={result}
          columns={CATALOG_COLUMNS}
          empty={
            <NoResults
              message={
                fixedCategory && !search && !filtered
                  ? t('discovery.catalog.emptyCategory')
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
                {t('discovery.filters.clear')}
              </Button>
            )
          }
        />
      </Stack>
    </Grid>
  );
}
