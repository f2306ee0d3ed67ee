import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import {
  MyCertificateDocument,
  type MyCertificateQuery,
} from '../../certificates/certificate.generated';
import {
  CourseProgressDocument,
  type CourseProgressQuery,
  useCompleteLectureMutation,
} from './player.generated';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * Marks a lecture complete. The answer carries the course's fresh progress, which replaces the
 * player's `courseProgress`, and the certificate once the course is complete, which the player
 * shows at once; My Enrollments is dropped from the cache so it loads anew.
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
      if (data.completeLecture.certificate)
        cache.writeQuery<MyCertificateQuery>({
          query: MyCertificateDocument,
          variables: { courseId },
          data: { myCertificate: data.completeLecture.certificate },
        });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
      cache.gc();
    },
  });

  /** Resolves to whether the lecture is now recorded as complete. */
  async function complete(lectureId: string): Promise<boolean> {
    setPendingId(lectureId);
    try {
      const { data } = await completeLecture({ variables: { courseId, lectureId } });
      if (data) showToast('success', data.completeLecture.message);
      return Boolean(data);
    } catch (error) {
      showToast('error', errorMessage(error, 'Could not update your progress'));
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { complete, pendingId };
}
