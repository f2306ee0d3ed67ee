import { Box, Button, EmptyState, Heading, Stack } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { useCoursesQuery } from '../courses/courses.generated';
import { useCategoryTreeQuery } from './category.generated';
import { CourseGridSkeleton } from '../courses/CourseCardSkeleton';
import { CourseGrid } from '../courses/CourseGrid';
import { CategoryChips } from './CategoryChips';
import { useT } from './i18n';

/** Popular courses shown when nothing matches. */
export const POPULAR_COURSE_COUNT = 4;

function PopularCourses({ columns }: { columns?: Record<string, number> }) {
  const t = useT();
  const { data, error } = useCoursesQuery({
    variables: { sort: 'MOST_POPULAR', first: POPULAR_COURSE_COUNT },
  });
  if (error || data?.courses.nodes.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="no-results-popular">
      <Heading as="h2" id="no-results-popular" size="lg" mb="4">
        {t('discovery.noResults.popular')}
      </Heading>
      {data ? (
        <CourseGrid courses={data.courses.nodes} columns={columns} />
      ) : (
        <CourseGridSkeleton
          count={POPULAR_COURSE_COUNT}
          label={t('discovery.noResults.loadingPopular')}
          columns={columns}
        />
      )}
    </Box>
  );
}

function CategoryLinks() {
  const t = useT();
  const { data } = useCategoryTreeQuery();
  if (!data?.categories.some((category) => category.courseCount > 0)) return null;
  return (
    <Box as="section" aria-labelledby="no-results-categories">
      <Heading as="h2" id="no-results-categories" size="lg" mb="4">
        {t('discovery.noResults.categories')}
      </Heading>
      <CategoryChips categories={data.categories} />
    </Box>
  );
}

/**
 * When nothing matches: says so, offers "Clear filters" when filters are on, and a way on: the
 * top-level categories (first: they are short) and the most popular courses.
 */
export function NoResults({
  message,
  searched = false,
  onClearFilters,
  columns,
}: {
  message: string;
  /** Whether a search text found nothing. */
  searched?: boolean;
  /** Given when filters are on. */
  onClearFilters?: () => void;
  columns?: Record<string, number>;
}) {
  const t = useT();
  const hint = onClearFilters
    ? t('discovery.noResults.tryFewerFilters')
    : searched
      ? t('discovery.noResults.tryOtherWords')
      : t('discovery.noResults.start');
  return (
    <Stack gap="10">
      <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg.subtle">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuSearchX />
          </EmptyState.Indicator>
          <EmptyState.Title>{message}</EmptyState.Title>
          <EmptyState.Description>{hint}</EmptyState.Description>
          {onClearFilters && (
            <Button colorPalette="brand" onClick={onClearFilters}>
              {t('discovery.filters.clear')}
            </Button>
          )}
        </EmptyState.Content>
      </EmptyState.Root>
      <CategoryLinks />
      <PopularCourses columns={columns} />
    </Stack>
  );
}
