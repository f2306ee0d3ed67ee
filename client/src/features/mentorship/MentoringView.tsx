import { Alert, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/PageSpinner';
import { errorMessage } from '../../lib/errorMessage';
import { HoursForm } from './HoursForm';
import { useT } from './i18n';
import { useMyMentoringQuery } from './mentoring.generated';
import { ProfileForm } from './ProfileForm';
import { SessionTypesEditor } from './SessionTypesEditor';

/** The educator's Mentoring page: profile first; once a mentor, hours and session types. */
export function MentoringView() {
  const t = useT();
  const { data, loading, error } = useMyMentoringQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner />;
  if (error && !data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('mentorship.mentoring.failed'))}</Alert.Title>
      </Alert.Root>
    );
  const profile = data?.myMentorProfile ?? null;
  return (
    <Stack gap="8">
      <Section title={t('mentorship.profile.heading')}>
        <ProfileForm profile={profile} />
      </Section>
      {profile ? (
        <>
          <Section title={t('mentorship.hours.heading')}>
            <HoursForm
              key={profile.timeZone}
              availability={data?.myAvailability ?? null}
              timeZone={profile.timeZone}
            />
          </Section>
          <Section title={t('mentorship.types.heading')}>
            <SessionTypesEditor types={profile.sessionTypes} />
          </Section>
        </>
      ) : (
        <Text color="fg.muted">{t('mentorship.mentoring.becomeFirst')}</Text>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title}>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
