import { useParams } from 'react-router-dom';
import { PlayerView } from '../features/learning/player/PlayerView';
import { usePlayerCourseQuery } from '../generated/graphql';
import { usePageTitle } from '../lib/usePageTitle';

/** /player/{courseId}: the lecture player (its own lazy chunk). */
export default function PlayerPage() {
  const courseId = useParams().courseId ?? '';
  // The tab is named after the course once PlayerView has loaded it: read from the cache, no request.
  const { data } = usePlayerCourseQuery({
    variables: { id: courseId },
    fetchPolicy: 'cache-only',
  });
  usePageTitle(data?.course.courseTitle);
  return <PlayerView key={courseId} courseId={courseId} />;
}
