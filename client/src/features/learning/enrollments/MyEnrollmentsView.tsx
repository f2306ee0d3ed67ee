import { Alert, Box, Button } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useMyEnrollmentsQuery } from './myEnrollments.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { EnrollmentCards } from './EnrollmentCards';
import { EnrollmentsEmpty } from './EnrollmentsEmpty';
import { MyEnrollmentsTable } from './MyEnrollmentsTable';

/** The learner's courses, newest first: a table from md up, cards below; or empty, loading, error. */
export function MyEnrollmentsView() {
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
          <Alert.Title>Could not load your enrollments</Alert.Title>
          <Alert.Description>{errorMessage(error, 'Something went wrong')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Try Again
        </Button>
      </Alert.Root>
    );
  return <PageSpinner label="Loading enrollments" />;
}
