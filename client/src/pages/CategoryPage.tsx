import { Alert, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useCategoryTreeQuery } from '../generated/discovery';
import { errorMessage } from '../lib/errorMessage';
import { usePageTitle } from '../lib/usePageTitle';
import { CategoryBreadcrumb } from '../features/discovery/CategoryBreadcrumb';
import { CategoryNotFound } from '../features/discovery/CategoryNotFound';
import { SubcategoryLinks } from '../features/discovery/SubcategoryLinks';
import { CourseCatalog } from '../features/discovery/CourseCatalog';
import { findCategory } from '../features/discovery/categoryTree';

/**
 * /category/{slug}: a category's courses, headed by its name under the breadcrumb Courses ›
 * Parent › Child, with links to its subcategories (or a subcategory's siblings), and the course
 * list's filters and sort (the category itself fixed by the address). An unknown slug says so.
 */
export default function CategoryPage() {
  const slug = useParams().slug ?? '';
  const { data, error } = useCategoryTreeQuery();
  const found = data ? findCategory(data.categories, slug) : undefined;
  usePageTitle(found ? `${found.category.name} courses` : data ? 'Category not found' : undefined);

  if (!data) {
    if (error)
      return (
        <Container maxW="7xl" py="12">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error, 'Could not load the category')}</Alert.Title>
          </Alert.Root>
        </Container>
      );
    return <PageSpinner label="Loading category" />;
  }
  if (!found) return <CategoryNotFound categories={data.categories} />;

  const { category, parent, related } = found;
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <CategoryBreadcrumb category={category} parent={parent} />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            {category.name}
          </Heading>
          <Text color="fg.muted">
            {category.courseCount} {category.courseCount === 1 ? 'course' : 'courses'}
          </Text>
        </Stack>
        <SubcategoryLinks
          categories={related}
          current={parent ? category.slug : undefined}
          label={parent ? `More in ${parent.name}` : `Subcategories of ${category.name}`}
        />
        <CourseCatalog key={category.slug} search="" fixedCategory={category.slug} />
      </Stack>
    </Container>
  );
}
