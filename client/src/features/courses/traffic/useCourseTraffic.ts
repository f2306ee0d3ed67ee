import { useEffect } from 'react';
import { useRecordCourseViewMutation, useRecordPreviewPlayMutation } from './traffic.generated';
import { visitAttribution } from '../../../lib/visitAttribution';
import { useAuth } from '../../auth/authContext';
import { useLearnerRefusal } from '../../auth/useLearnerRefusal';

/**
 * Whether the viewer's visits belong in the course's funnel: not its owner's nor an admin's
 * (previewing as a student or not), and only once a stored session has been checked, so an owner
 * opening the page signed in is never counted as a visitor first.
 */
function useCountedViewer(educatorId: string): boolean {
  const { initializing } = useAuth();
  const refusal = useLearnerRefusal(educatorId);
  return !initializing && refusal === null;
}

/**
 * Reports a view of the course page once it shows, with where the visit came from. The server
 * counts one per visitor and day, so a remount or a failed report needs no care here.
 */
export function useCourseViewReport(courseId: string, educatorId: string) {
  const [record] = useRecordCourseViewMutation();
  const counted = useCountedViewer(educatorId);
  useEffect(() => {
    if (counted) record({ variables: { courseId, ...visitAttribution() } }).catch(() => undefined);
  }, [courseId, counted, record]);
}

/** Reports a play of a free preview whenever `videoId` (the preview shown) changes to one. */
export function usePreviewPlayReport(
  courseId: string,
  educatorId: string,
  videoId: string | null | undefined,
) {
  const [record] = useRecordPreviewPlayMutation();
  const counted = useCountedViewer(educatorId);
  useEffect(() => {
    if (videoId && counted) record({ variables: { courseId } }).catch(() => undefined);
  }, [courseId, counted, videoId, record]);
}
