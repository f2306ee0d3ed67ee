import { useCallback } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { EducatorCoursesDocument } from '../educator.generated';
import { usePublishCourseMutation, useUnpublishCourseMutation } from './publishing.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { refreshCourseLists } from '../refreshCourseLists';

export const PUBLISHED_MESSAGE = 'Course published: learners can now find and enrol in it.';
export const UNPUBLISHED_MESSAGE =
  'Course unpublished: it has left the catalog; enrolled learners keep access.';

/** Publishes or unpublishes a course, toasts what changed, and refreshes the lists that show it. */
export function usePublishCourse() {
  const options = {
    refetchQueries: [EducatorCoursesDocument],
    update: (cache: Parameters<typeof refreshCourseLists>[0]) =>
      refreshCourseLists(cache, { keep: ['educatorCourses'] }),
  };
  const [publish, published] = usePublishCourseMutation(options);
  const [unpublish, unpublished] = useUnpublishCourseMutation(options);

  const setPublished = useCallback(
    async (id: string, publishIt: boolean) => {
      try {
        await (publishIt ? publish : unpublish)({ variables: { id } });
        showToast('success', publishIt ? PUBLISHED_MESSAGE : UNPUBLISHED_MESSAGE);
      } catch (error) {
        showToast(
          'error',
          errorMessage(
            error,
            publishIt ? 'Course could not be published' : 'Course could not be unpublished',
          ),
        );
      }
    },
    [publish, unpublish],
  );

  return { setPublished, saving: published.loading || unpublished.loading };
}
