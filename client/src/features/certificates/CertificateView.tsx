import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/PageSpinner';
import { CourseNotFound } from '../../components/CourseNotFound';
import { useCertificateQuery } from '../../generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate } from '../../lib/format';

/** /certificate/{id}: anyone may check who completed which course, taught by whom, and when. */
export function CertificateView({ id }: { id: string }) {
  const { data, loading, error } = useCertificateQuery({ variables: { id } });
  if (loading) return <PageSpinner label="Loading certificate" />;
  if (error)
    return (
      <Container maxW="3xl" py="12">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Could not load this certificate</Alert.Title>
            <Alert.Description>{errorMessage(error, 'Something went wrong')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Container>
    );
  const certificate = data?.certificate;
  if (!certificate)
    return (
      <CourseNotFound
        title="Certificate not found"
        message="This certificate does not exist or is no longer valid."
      />
    );
  return (
    <Container maxW="3xl" py={{ base: '8', md: '16' }}>
      <Box
        borderWidth="3px"
        borderColor="brand.600"
        rounded="lg"
        p={{ base: '6', md: '12' }}
        textAlign="center"
      >
        <Stack gap="4" align="center">
          <Text color="brand.600" fontWeight="bold" letterSpacing="wider">
            VERIFIED CERTIFICATE
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
            Certificate of Completion
          </Heading>
          <Stack as="dl" gap="3" align="center">
            <Field label="Awarded to" value={certificate.learnerName} testId="certificate-learner" />
            <Field label="Course" value={certificate.courseTitle} testId="certificate-course" />
            <Field label="Educator" value={certificate.educatorName} testId="certificate-educator" />
            <Field
              label="Completed on"
              value={formatDate(certificate.completedAt, { utc: true })}
              testId="certificate-date"
            />
          </Stack>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {`Certificate ID: ${certificate.id}`}
          </Text>
          <Button asChild colorPalette="brand">
            <a href={certificate.pdfUrl} download>
              Download PDF
            </a>
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="semibold" overflowWrap="anywhere" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}
