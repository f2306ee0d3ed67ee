import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useMyCertificatesQuery } from './certificatePages.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate } from '../../lib/format';
import { CertificateLinks } from './CertificateLinks';
import { CertificateShare } from './CertificateShare';

/** The signed-in learner's certificates, latest first, each with its downloads and sharing. */
export function MyCertificatesList() {
  const { data, loading, error } = useMyCertificatesQuery({ fetchPolicy: 'cache-and-network' });
  const certificates = data?.myCertificates;
  if (!certificates && loading) return <PageSpinner label="Loading certificates" />;
  if (!certificates)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load your certificates</Alert.Title>
          <Alert.Description>{errorMessage(error, 'Something went wrong')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (certificates.length === 0)
    return (
      <Stack gap="3" align="start">
        <Text>No certificates yet: complete every lecture of a course to earn one.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/my-enrollments">Go to My Enrollments</RouterLink>
        </Button>
      </Stack>
    );
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {certificates.map((certificate) => (
        <Card.Root as="li" key={certificate.id} variant="outline">
          <Card.Body gap="3">
            <Heading as="h2" size="md" overflowWrap="anywhere">
              {certificate.courseTitle}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {`Taught by ${certificate.educatorName} · completed on ${formatDate(certificate.completedAt, { utc: true })}`}
            </Text>
            <CertificateLinks certificate={certificate} courseTitle={certificate.courseTitle} />
            <CertificateShare certificate={certificate} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
