import { Alert, Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useAuth } from '../features/auth/authContext';
import { useT } from '../features/mentorship/session/i18n';
import { SessionDetails } from '../features/mentorship/session/SessionDetails';
import { viewerSide } from '../features/mentorship/session/sessionRules';
import { useMentorshipSessionQuery } from '../features/mentorship/session/sessions.generated';
import { errorMessage } from '../lib/errorMessage';
import { usePageTitle } from '../lib/usePageTitle';
import NotFoundPage from './NotFoundPage';

/**
 * /sessions/:id: one session for its learner or mentor (the link of every invite). Anyone else,
 * an admin too, finds nothing here.
 */
export default function SessionPage() {
  const { id = '' } = useParams();
  const t = useT();
  const { user } = useAuth();
  const { data, loading, error } = useMentorshipSessionQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.booking ?? null;
  const side = booking && viewerSide(booking, user?.id);
  usePageTitle(booking && side ? booking.sessionType.title : t('sessions.page.title'));
  if (loading && !data) return <PageSpinner />;
  if (error && !data)
    return (
      <Container maxW="5xl" py={{ base: '6', md: '12' }}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error, t('sessions.page.failed'))}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  if (!booking || !side) return <NotFoundPage />;
  return (
    <Container maxW="5xl" py={{ base: '6', md: '12' }}>
      <SessionDetails key={booking.id} booking={booking} side={side} />
    </Container>
  );
}
