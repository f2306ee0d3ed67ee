import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import {
  CourseProgressDocument,
  type CourseProgressQuery,
  useCompleteLectureMutation,
} from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * Marks a lecture complete. The answer carries the course's fresh progress, which replaces the
 * player's `courseProgress`; My Enrollments is dropped from the cache so it loads anew.
 */
export function useCompleteLecture(courseId: string) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [completeLecture] = useCompleteLectureMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery<CourseProgressQuery>({
        query: CourseProgressDocument,
        variables: { courseId },
        data: { courseProgress: data.completeLecture.progress },
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
      cache.gc();
    },
  });

  async function complete(lectureId: string) {
    setPendingId(lectureId);
    try {
      const { data } = await completeLecture({ variables: { courseId, lectureId } });
      if (data) showToast('success', data.completeLecture.message);
    } catch (error) {
      showToast('error', errorMessage(error, 'Could not update your progress'));
    } finally {
      setPendingId(null);
    }
  }

  return { complete, pendingId };
}
