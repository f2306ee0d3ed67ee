import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuHeart } from 'react-icons/lu';
import { learnsCourses } from '../../../../shared/learner-policy';
import { useAuth } from '../auth/authContext';
import { useWishlistToggle } from './useWishlistToggle';

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
      aria-label={on ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={on}
      title={`${on ? 'Remove' : 'Add'} "${course.courseTitle}" ${on ? 'from' : 'to'} your wishlist`}
      onClick={toggle}
    >
      <LuHeart fill={on ? 'currentColor' : 'none'} aria-hidden />
    </IconButton>
  );
}
