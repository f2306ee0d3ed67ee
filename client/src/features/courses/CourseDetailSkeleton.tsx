import { AspectRatio, Box, Card, Grid, GridItem, Skeleton, Stack } from '@chakra-ui/react';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useT } from './i18n';

/**
 * The course page's shape while it loads: breadcrumb, title, excerpt and facts; the price card
 * (sticky on the right on desktop); then the course structure. At least a screen tall, so the
 * footer stays below the fold until the page arrives (no layout shift).
 */
export function CourseDetailSkeleton() {
  const t = useT();
  return (
    <PageSkeleton label={t('courses.loadingCourse')}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        templateAreas={{ base: '"header" "card" "content"', lg: '"header card" "content card"' }}
        columnGap="10"
        rowGap={{ base: '6', lg: '8' }}
      >
        <GridItem area="header">
          <Stack gap="3">
            <Skeleton h="4" w="48" />
            <Skeleton h={{ base: '8', md: '10' }} w="80%" />
            <Skeleton h="4" w="full" />
            <Skeleton h="4" w="70%" />
            <Skeleton h="4" w="56" />
            <Skeleton h="4" w="40" />
          </Stack>
        </GridItem>
        <GridItem area="card" alignSelf="start" minW="0">
          <Card.Root variant="outline" overflow="hidden">
            <AspectRatio ratio={16 / 9}>
              <Skeleton rounded="none" />
            </AspectRatio>
            <Card.Body gap="4" p={{ base: '4', md: '6' }}>
              <Skeleton h="4" w="40" />
              <Skeleton h="8" w="32" />
              <Skeleton h="4" w="full" />
              <Skeleton h="12" w="full" rounded="md" />
            </Card.Body>
          </Card.Root>
        </GridItem>
        <GridItem area="content" minW="0">
          <Stack gap="4">
            <Skeleton h="40" rounded="lg" />
            <Skeleton h="7" w="56" mt="6" />
            {[0, 1, 2].map((row) => (
              <Box key={row}>
                <Skeleton h="14" rounded="md" />
              </Box>
            ))}
          </Stack>
        </GridItem>
      </Grid>
    </PageSkeleton>
  );
}
