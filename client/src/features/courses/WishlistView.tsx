import { Alert, Button, EmptyState, Stack, Text } from '@chakra-ui/react';
import { LuHeart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../lib/errorMessage';
import { formatCount } from '../../lib/format';
import { CourseGridSkeleton } from './CourseCardSkeleton';
import { CourseGrid } from './CourseGrid';
import { useT } from './i18n';
import { useWishlistQuery } from './wishlist.generated';

/**
 * The signed-in learner's wishlist as course cards, the latest added first; each card's heart
 * takes its course off the list at once. Empty: a way to the catalog.
 */
export function WishlistView() {
  const t = useT();
  const { data, error } = useWishlistQuery({ fetchPolicy: 'cache-and-network' });
  if (!data && error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('courses.wishlist.loadError'))}</Alert.Title>
      </Alert.Root>
    );
  if (!data) return <CourseGridSkeleton count={4} label={t('courses.wishlist.loading')} />;
  const courses = data.wishlist;
  if (courses.length === 0)
    return (
      <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg.subtle">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuHeart />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('courses.wishlist.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('courses.wishlist.emptyText')}</EmptyState.Description>
          <Button asChild colorPalette="brand">
            <RouterLink to="/course-list">{t('courses.wishlist.browse')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('courses.wishlist.saved', { count: courses.length, n: formatCount(courses.length) })}
      </Text>
      <CourseGrid courses={courses} />
    </Stack>
  );
}
