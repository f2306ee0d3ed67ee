import { useCallback } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { EducatorCoursesDocument, useDeleteCourseMutation } from '../educator.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { refreshCourseLists } from '../refreshCourseLists';
import { t } from '../i18n';

/**
 * Deletes a course and toasts the server's message: 'Course deleted successfully!', which for a
 * course with learners (ARCHIVED: gone from My Courses and the catalog) adds that they keep
 * access. My Courses refetches; the dashboard and the catalog load fresh next time.
 */
export function useDeleteCourse(): {
  deleteCourse: (id: string) => Promise<boolean>;
  deleting: boolean;
} {
  const [mutate, { loading }] = useDeleteCourseMutation({
    refetchQueries: [EducatorCoursesDocument],
    awaitRefetchQueries: true,
  });

  const deleteCourse = useCallback(
    async (id: string) => {
      try {
        const { data } = await mutate({
          variables: { id },
          update: (cache, { data: result }) => {
            refreshCourseLists(cache, { keep: ['educatorCourses'] });
            if (result?.deleteCourse.outcome === 'DELETED') {
              cache.evict({ id: cache.identify({ __typename: 'Course', id }) });
              cache.gc();
            }
          },
        });
        showToast('success', data?.deleteCourse.message ?? t('educator.deleteCourse.done'));
        return true;
      } catch (error) {
        showToast('error', errorMessage(error, t('educator.deleteCourse.failed')));
        return false;
      }
    },
    [mutate],
  );

  return { deleteCourse, deleting: loading };
}
