import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useT } from '../features/mentorship/i18n';
import { MentorBooking } from '../features/mentorship/MentorBooking';
import { usePageTitle } from '../lib/usePageTitle';

/** /mentors/{id}: a mentor's page and booking (its own lazy chunk). */
export default function MentorPage() {
  const { id = '' } = useParams();
  const t = useT();
  usePageTitle(t('mentorship.mentor.title'));
  return (
    <Container maxW="5xl" py={{ base: '6', md: '12' }}>
      <MentorBooking key={id} id={id} />
    </Container>
  );
}
