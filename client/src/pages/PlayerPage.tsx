import { useParams } from 'react-router-dom';
import { PlayerView } from '../features/learning/player/PlayerView';

/** /player/{courseId}: the lecture player (its own lazy chunk); PlayerView names the tab. */
export default function PlayerPage() {
  const courseId = useParams().courseId ?? '';
  return <PlayerView key={courseId} courseId={courseId} />;
}
