import { Breadcrumb, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CourseListSearchForm } from '../features/courses/CourseListSearchForm';
import { searchTerm } from '../features/courses/courseListPath';
import { SearchChip } from '../features/courses/SearchChip';
import { CourseCatalog } from '../features/discovery/CourseCatalog';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from './i18n';

/**
 * /course-list and /course-list/{input}: every published course, or those matching the text,
 * narrowed by the filters and in the order the address's query parameters ask for.
 */
export default function CourseListPage() {
  // React Router hands over the path segment already URL-decoded; a hand-made address may hold
  // more than the API takes, or control characters.
  const t = useT();
  const term = searchTerm(useParams().input ?? '');
  usePageTitle(term ? t('pages.courseList.resultsTitle', { term }) : t('pages.courseList.title'));

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: 'stretch', md: 'end' }}
          direction={{ base: 'column', md: 'row' }}
        >
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
              {t('pages.courseList.heading')}
            </Heading>
            <Breadcrumb.Root size="sm">
              <Breadcrumb.List>
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild colorPalette="brand" color="brand.fg">
                    <RouterLink to="/">{t('pages.courseList.home')}</RouterLink>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>
                  <Breadcrumb.CurrentLink>{t('pages.courseList.heading')}</Breadcrumb.CurrentLink>
                </Breadcrumb.Item>
              </Breadcrumb.List>
            </Breadcrumb.Root>
          </Stack>
          <CourseListSearchForm key={term} initialText={term} />
        </Flex>
        <CourseCatalog search={term} leadingChips={term && <SearchChip term={term} />} />
      </Stack>
    </Container>
  );
}
