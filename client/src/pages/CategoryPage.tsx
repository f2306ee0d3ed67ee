import { Alert, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useCategoryTreeQuery } from '../features/discovery/category.generated';
import { errorMessage } from '../lib/errorMessage';
import { formatCount } from '../lib/format';
import { usePageTitle } from '../lib/usePageTitle';
import { CategoryBreadcrumb } from '../features/discovery/CategoryBreadcrumb';
import { CategoryChips } from '../features/discovery/CategoryChips';
import { CategoryNotFound } from '../features/discovery/CategoryNotFound';
import { CourseCatalog } from '../features/discovery/CourseCatalog';
import { findCategory } from '../features/discovery/categoryTree';
import { useT } from './i18n';

/** The heading's shape while the category tree loads. */
function CategoryHeadingSkeleton() {
  const t = useT();
  return (
    <Stack gap="3" role="status" aria-label={t('pages.category.loading')} aria-busy="true">
      <Skeleton height="4" width="32" />
      <Skeleton height={{ base: '8', md: '10' }} width="64" maxW="full" />
      <Skeleton height="4" width="24" />
    </Stack>
  );
}

/**
 * /category/{slug}: a category's courses, headed by its name under the breadcrumb Courses ›
 * Parent › Child, with links to its subcategories (or a subcategory's siblings), and the course
 * list's filters and sort (the category itself fixed by the address). The courses are asked for
 * at once with the address's slug; the heading, breadcrumb and chips follow with the category
 * tree. An unknown slug says so.
 */
export default function CategoryPage() {
  const t = useT();
  const slug = (useParams().slug ?? '').toLowerCase();
  const { data, error } = useCategoryTreeQuery();
  const found = data ? findCategory(data.categories, slug) : undefined;
  usePageTitle(
    found
      ? t('pages.category.title', { name: found.category.name })
      : data
        ? t('pages.category.notFound')
        : undefined,
  );

  if (data && !found) return <CategoryNotFound categories={data.categories} />;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        {found ? (
          <>
            <Stack gap="2">
              <CategoryBreadcrumb category={found.category} parent={found.parent} />
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
                {found.category.name}
              </Heading>
              <Text color="fg.muted">
                {t('pages.category.courseCount', {
                  count: found.category.courseCount,
                  n: formatCount(found.category.courseCount),
                })}
              </Text>
            </Stack>
            <CategoryChips
              categories={found.related}
              current={found.parent ? found.category.slug : undefined}
              counts
              label={
                found.parent
                  ? t('pages.category.moreIn', { name: found.parent.name })
                  : t('pages.category.subcategoriesOf', { name: found.category.name })
              }
            />
          </>
        ) : error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error, t('pages.category.loadError'))}</Alert.Title>
          </Alert.Root>
        ) : (
          <CategoryHeadingSkeleton />
        )}
        <CourseCatalog key={slug} search="" fixedCategory={slug} />
      </Stack>
    </Container>
  );
}
