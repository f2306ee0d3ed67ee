import { Alert, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { errorMessage } from '../../lib/errorMessage';
import { HoursForm } from './HoursForm';
import { MentorDashboard } from './insights/MentorDashboard';
import { T, useT } from './i18n';
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
      {profile && (
        <Text color="fg.muted">
          <T id="mentorship.mentoring.sessions" components={{ 0: <SessionsLink /> }} />
        </Text>
      )}
      {profile && <MentorDashboard />}
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

function SessionsLink({ children }: { children?: React.ReactNode }) {
  return (
    <Link asChild colorPalette="brand">
      <RouterLink to="/sessions">{children}</RouterLink>
    </Link>
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
