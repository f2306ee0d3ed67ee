import { Container, Grid, GridItem, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';

/** The instructor page's shape while it loads; at least a screen tall (no layout shift). */
export function InstructorSkeleton() {
  return (
    <Container
      maxW="7xl"
      py={{ base: '6', md: '12' }}
      minH="100vh"
      role="status"
      aria-label="Loading instructor"
      aria-busy="true"
    >
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 16rem' }}
        templateAreas={{ base: '"photo" "main"', md: '"main photo"' }}
        columnGap="12"
        rowGap="6"
        aria-hidden
      >
        <GridItem area="photo" justifySelf={{ base: 'start', md: 'center' }}>
          <SkeletonCircle size={{ base: '28', md: '48' }} />
        </GridItem>
        <GridItem area="main">
          <Stack gap="3">
            <Skeleton h="4" w="24" />
            <Skeleton h={{ base: '8', md: '10' }} w="60%" />
            <Skeleton h="5" w="80%" />
            <Skeleton h="12" w="72" mt="3" />
            <Skeleton h="24" w="full" mt="3" />
          </Stack>
        </GridItem>
      </Grid>
    </Container>
  );
}
