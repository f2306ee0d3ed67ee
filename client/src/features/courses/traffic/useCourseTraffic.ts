import { useEffect } from 'react';
import {
  useRecordCourseViewMutation,
  useRecordPreviewPlayMutation,
} from '../../../generated/traffic';
import { visitAttribution } from '../../../lib/visitAttribution';

/**
 * Reports a view of the course page once it shows, with where the visit came from. The server
 * counts one per visitor and day, so a remount or a failed report needs no care here.
 */
export function useCourseViewReport(courseId: string) {
  const [record] = useRecordCourseViewMutation();
  useEffect(() => {
    record({ variables: { courseId, ...visitAttribution() } }).catch(() => undefined);
  }, [courseId, record]);
}

/** Reports a play of a free preview whenever `videoId` (the preview shown) changes to one. */
export function usePreviewPlayReport(courseId: string, videoId: string | null | undefined) {
  const [record] = useRecordPreviewPlayMutation();
  useEffect(() => {
    if (videoId) record({ variables: { courseId } }).catch(() => undefined);
  }, [courseId, videoId, record]);
}
