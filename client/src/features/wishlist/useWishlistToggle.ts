import type { ApolloCache } from '@apollo/client';
import { useContext } from 'react';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { useAuth } from '../auth/authContext';
import { AuthModalContext } from '../auth/authModalContext';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from './wishlist.generated';
import { t } from './i18n';

/** Marks the course in or out of the wishlist wherever the cache shows it. */
function markCourse(cache: ApolloCache<unknown>, id: string, inWishlist: boolean) {
  cache.modify({
    id: cache.identify({ __typename: 'Course', id }),
    fields: { inWishlist: () => inWishlist },
  });
}

/**
 * The heart's action: adds or removes the course at once in the cache (optimistic, undone if the
 * server refuses); the Wishlist page's list drops a removed course, and is asked again after an add.
 * A signed-out visitor gets the sign-in modal.
 */
export function useWishlistToggle(course: { id: string; inWishlist: boolean }) {
  const { user } = useAuth();
  // Cards also render where no sign-in modal is mounted (tests of a list alone): the heart then
  // does nothing for a signed-out visitor.
  const modal = useContext(AuthModalContext);
  const [add] = useAddToWishlistMutation();
  const [remove] = useRemoveFromWishlistMutation();
  const { id } = course;
  // With its type, so the cache files it under the course (the generated types leave it out).
  const answer = (inWishlist: boolean) => ({ __typename: 'Course' as const, id, inWishlist });

  async function toggle() {
    if (!user) return modal?.openLogin();
    try {
      if (course.inWishlist)
        await remove({
          variables: { courseId: id },
          optimisticResponse: { removeFromWishlist: answer(false) },
          update(cache) {
            // The answer is null for a course unpublished since: it is out all the same.
            markCourse(cache, id, false);
            cache.modify({
              fields: {
                wishlist: (refs: readonly { __ref: string }[], { readField }) =>
                  refs.filter((ref) => readField('id', ref) !== id),
              },
            });
          },
        });
      else
        await add({
          variables: { courseId: id },
          optimisticResponse: { addToWishlist: answer(true) },
          update(cache) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'wishlist' });
          },
        });
    } catch (error) {
      showToast('error', errorMessage(error, t('wishlist.updateFailed')));
    }
  }

  return () => void toggle();
}
