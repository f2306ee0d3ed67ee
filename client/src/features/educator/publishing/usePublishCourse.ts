import { useCallback } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { EducatorCoursesDocument } from '../educator.generated';
import { usePublishCourseMutation, useUnpublishCourseMutation } from './publishing.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { refreshCourseLists } from '../refreshCourseLists';
import { useT } from '../courseEditor.i18n';

/** Publishes or unpublishes a course, toasts what changed, and refreshes the lists that show it. */
export function usePublishCourse() {
  const t = useT();
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
        showToast(
          'success',
          t(
            publishIt
              ? 'courseEditor.publishing.publishedToast'
              : 'courseEditor.publishing.unpublishedToast',
          ),
        );
      } catch (error) {
        showToast(
          'error',
          errorMessage(
            error,
            t(
              publishIt
                ? 'courseEditor.publishing.publishFailed'
                : 'courseEditor.publishing.unpublishFailed',
            ),
          ),
        );
      }
    },
    [publish, unpublish, t],
  );

  return { setPublished, saving: published.loading || unpublished.loading };
}
