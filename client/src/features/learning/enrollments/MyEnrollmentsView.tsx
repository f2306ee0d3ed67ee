import { Alert, Box, Button } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMyEnrollmentsQuery } from './myEnrollments.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { EnrollmentCards } from './EnrollmentCards';
import { EnrollmentsEmpty } from './EnrollmentsEmpty';
import { MyEnrollmentsTable } from './MyEnrollmentsTable';
import { useT } from '../i18n';

/** The learner's courses, newest first: a table from md up, cards below; or empty, loading, error. */
export function MyEnrollmentsView() {
  const t = useT();
  // Progress changes in the player, so refresh what the cache holds.
  const { data, error, refetch } = useMyEnrollmentsQuery({ fetchPolicy: 'cache-and-network' });

  if (data) {
    const enrollments = data.myEnrollments;
    if (enrollments.length === 0) return <EnrollmentsEmpty />;
    return (
      <>
        <Box hideBelow="md">
          <MyEnrollmentsTable enrollments={enrollments} />
        </Box>
        <Box hideFrom="md">
          <EnrollmentCards enrollments={enrollments} />
        </Box>
      </>
    );
  }
  if (error)
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('learning.enrollmentsLoadFailed')}</Alert.Title>
          <Alert.Description>
            {errorMessage(error, t('learning.somethingWentWrong'))}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          {t('learning.tryAgain')}
        </Button>
      </Alert.Root>
    );
  return <PageSpinner label={t('learning.loadingEnrollments')} />;
}
