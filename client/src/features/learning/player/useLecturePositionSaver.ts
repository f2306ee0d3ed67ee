import { useEffect, useRef, useState } from 'react';
import { sendOrQueue } from '../../offline/sendOrQueue';
import {
  SaveLecturePositionDocument,
  useSaveLecturePositionMutation,
} from './playerActions.generated';
import { type LecturePosition, PositionSaver } from './positionSaver';

const variables = (courseId: string, { lectureId, seconds }: LecturePosition) => ({
  courseId,
  lectureId,
  positionSeconds: seconds,
});

/**
 * The player's PositionSaver for a course. It saves through Apollo (the answer becomes the cached
 * progress's resume point); when the page is hidden or closed the request is `keepalive`, which
 * the browser completes after the page has gone. What is left is sent when the player unmounts.
 * A save refused by the server is dropped: the next one replaces it. One that gets no answer
 * (offline) is queued, the course's latest replacing the one before, and sent when the
 * connection returns. With `record: false` (a preview as a student) nothing is sent.
 */
export function useLecturePositionSaver(
  courseId: string,
  { record = true }: { record?: boolean } = {},
): PositionSaver {
  const [save] = useSaveLecturePositionMutation({
    update(cache, { data }) {
      const id = cache.identify({ __typename: 'CourseProgress', courseId });
      if (data && id) cache.modify({ id, fields: { resume: () => data.saveLecturePosition } });
    },
  });
  const saveRef = useRef(save);
  const recordRef = useRef(record);
  useEffect(() => {
    saveRef.current = save;
    recordRef.current = record;
  });
  const [saver] = useState(
    () =>
      new PositionSaver((position, keepalive = false) => {
        if (!recordRef.current) return;
        const vars = variables(courseId, position);
        return sendOrQueue(
          (context) =>
            saveRef.current({
              variables: vars,
              context: { ...context, fetchOptions: { keepalive } },
            }),
          {
            mutation: SaveLecturePositionDocument,
            variables: vars,
            supersedes: `position:${courseId}`,
          },
        ).then(
          () => undefined,
          () => undefined,
        );
      }),
  );

  useEffect(() => {
    const leave = () => void saver.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      void saver.flush();
    };
  }, [saver, courseId]);

  return saver;
}
