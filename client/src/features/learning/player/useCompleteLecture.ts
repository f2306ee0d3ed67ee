import { useApolloClient, type ApolloCache } from '@apollo/client';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import {
  MyCertificateDocument,
  type MyCertificateQuery,
} from '../../certificates/certificate.generated';
import {
  CompleteLectureDocument,
  CourseProgressDocument,
  type CourseProgressQuery,
  useCompleteLectureMutation,
} from './player.generated';
import { t as offlineT } from '../../offline/i18n';
import { sendOrQueue } from '../../offline/sendOrQueue';
import { errorMessage } from '../../../lib/errorMessage';
import { t } from '../i18n';

/**
 * Marks a lecture complete. The answer carries the course's fresh progress, which replaces the
 * player's `courseProgress`, and the certificate once the course is complete, which the player
 * shows at once; My Enrollments is dropped from the cache so it loads anew.
 */
export function useCompleteLecture(courseId: string) {
  const client = useApolloClient();
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
      const variables = { courseId, lectureId };
      const sent = await sendOrQueue((context) => completeLecture({ variables, context }), {
        mutation: CompleteLectureDocument,
        variables,
      });
      if (sent.queued) {
        completedOffline(client.cache, courseId, lectureId);
        showToast('info', offlineT('offline.lectureQueued'));
        return true;
      }
      const { data } = sent;
      if (data) showToast('success', data.completeLecture.message);
      return Boolean(data);
    } catch (error) {
      showToast('error', errorMessage(error, t('learning.progressUpdateFailed')));
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { complete, pendingId };
}

/**
 * A lecture marked complete offline shows as done at once (the queued action is sent when the
 * connection returns, and the server's answer then replaces this).
 */
function completedOffline(cache: ApolloCache<unknown>, courseId: string, lectureId: string) {
  const query = { query: CourseProgressDocument, variables: { courseId } };
  const progress = cache.readQuery<CourseProgressQuery>(query)?.courseProgress;
  if (!progress || progress.completedLectureIds.includes(lectureId)) return;
  const done = progress.completedLectureIds.length + 1;
  const { totalLectures } = progress;
  cache.writeQuery<CourseProgressQuery>({
    ...query,
    data: {
      courseProgress: {
        ...progress,
        completedLectureIds: [...progress.completedLectureIds, lectureId],
        lecturesCompleted: done,
        percent: totalLectures ? Math.floor((done * 100) / totalLectures) : 0,
      },
    },
  });
}
