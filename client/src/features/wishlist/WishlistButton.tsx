import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuHeart } from 'react-icons/lu';
import { learnsCourses } from '../../../../shared/learner-policy';
import { useAuth } from '../auth/authContext';
import { useWishlistToggle } from './useWishlistToggle';
import { useT } from './i18n';

/**
 * The heart on course cards and the course page: a toggle button (aria-pressed) that adds the
 * course to the wishlist or removes it; signed-out visitors get the sign-in modal.
 */
export function WishlistButton({
  course,
  ...props
}: { course: { id: string; inWishlist: boolean; courseTitle: string } } & Omit<
  IconButtonProps,
  'aria-label' | 'onClick'
>) {
  const { user } = useAuth();
  const t = useT();
  const toggle = useWishlistToggle(course);
  const on = course.inWishlist;
  // Signed-out visitors see it (it asks them to sign in); an admin, who learns nothing, does not.
  if (user && !learnsCourses({ isAdmin: user.role === 'ADMIN' })) return null;
  return (
    <IconButton
      variant="surface"
      colorPalette={on ? 'red' : 'gray'}
      rounded="full"
      size="sm"
      {...props}
      aria-label={t(on ? 'wishlist.remove' : 'wishlist.add')}
      aria-pressed={on}
      title={t(on ? 'wishlist.removeTitle' : 'wishlist.addTitle', { title: course.courseTitle })}
      onClick={toggle}
    >
      <LuHeart fill={on ? 'currentColor' : 'none'} aria-hidden />
    </IconButton>
  );
}
