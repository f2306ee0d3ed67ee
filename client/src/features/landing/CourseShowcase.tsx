import { Alert, Box, Button, Container, Flex, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCoursesQuery } from '../courses/courses.generated';
import { errorMessage } from '../../lib/errorMessage';
import { CourseCard } from '../courses/CourseCard';
import { SHOWCASE_BADGES, SHOWCASE_COURSE_COUNT } from './content/showcase';
import { useT } from './i18n';
import { SectionHeading } from './SectionHeading';

/** The first courses of the catalog (target of "Explore Courses"), badged Popular, New, ... */
export function CourseShowcase() {
  const t = useT();
  const { data, loading, error } = useCoursesQuery({ variables: { first: SHOWCASE_COURSE_COUNT } });
  const courses = data?.courses.nodes.slice(0, SHOWCASE_COURSE_COUNT) ?? [];

  return (
    <Box
      as="section"
      id="courses"
      aria-labelledby="courses-heading"
      tabIndex={-1}
      scrollMarginTop="20"
      bg="bg.subtle"
      py={{ base: '16', md: '24' }}
      _focus={{ outline: 'none' }}
    >
      <Container maxW="7xl">
        <SectionHeading
          id="courses-heading"
          eyebrow={t('landing.showcase.eyebrow')}
          title={t('landing.showcase.title')}
        >
          {t('landing.showcase.intro')}
        </SectionHeading>
        {loading && !data ? (
          <Flex role="status" justify="center" align="center" gap="3" py="12" color="fg.muted">
            <Spinner colorPalette="brand" color="colorPalette.solid" size="lg" />
            <Text>{t('landing.showcase.loading')}</Text>
          </Flex>
        ) : error ? (
          <Alert.Root status="error" maxW="xl" mx="auto">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error, t('landing.showcase.error'))}</Alert.Title>
          </Alert.Root>
        ) : courses.length === 0 ? (
          <Text textAlign="center" color="fg.muted">
            {t('landing.showcase.empty')}
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyleType="none">
            {courses.map((course, index) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  badge={t(`landing.showcase.badge.${SHOWCASE_BADGES[index]}`)}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
        <Flex justify="center" mt="10">
          <Button asChild size="lg" colorPalette="brand" variant="solid">
            <RouterLink to="/course-list" onClick={() => window.scrollTo({ top: 0 })}>
              {t('landing.showcase.exploreAll')} <LuArrowRight aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
