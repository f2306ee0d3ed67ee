import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useT } from '../../features/live/room/i18n';
import { LiveRoom } from '../../features/live/room/LiveRoom';
import { usePageTitle } from '../../lib/usePageTitle';

/** /live/rooms/:occurrenceId (signed in): one meeting's group room, for its host and seated learners. */
export default function LiveRoomPage() {
  const { occurrenceId = '' } = useParams();
  const t = useT();
  usePageTitle(t('liveRoom.pageTitle'));
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <LiveRoom key={occurrenceId} occurrenceId={occurrenceId} />
    </Container>
  );
}
