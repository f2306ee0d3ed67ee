import { Grid, GridItem, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { PageSkeleton } from '../../components/PageSkeleton';
import { CourseGridSkeleton } from '../courses/CourseCardSkeleton';
import { useT } from './i18n';

/** The instructor page's shape while it loads: photo, name and figures, bio, then their courses. */
export function InstructorSkeleton() {
  const t = useT();
  return (
    <PageSkeleton label={t('discovery.instructor.loading')}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 16rem' }}
        templateAreas={{ base: '"photo" "main"', md: '"main photo"' }}
        columnGap="12"
        rowGap="6"
      >
        <GridItem area="photo" justifySelf={{ base: 'start', md: 'center' }}>
          <SkeletonCircle size={{ base: '28', md: '48' }} />
        </GridItem>
        <GridItem area="main">
          <Stack gap="3">
            <Skeleton h="4" w="24" />
            <Skeleton h={{ base: '8', md: '10' }} w="60%" />
            <Skeleton h="5" w="80%" />
            <Skeleton h="12" w="72" maxW="full" mt="3" />
            <Skeleton h="24" w="full" mt="3" />
          </Stack>
        </GridItem>
      </Grid>
      <Stack gap="5" mt={{ base: '10', md: '14' }}>
        <Skeleton h="7" w="48" />
        <CourseGridSkeleton count={4} label={t('discovery.instructor.loadingCourses')} />
      </Stack>
    </PageSkeleton>
  );
}
