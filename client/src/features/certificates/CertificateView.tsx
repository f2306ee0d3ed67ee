import { Alert, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/PageSpinner';
import { CourseNotFound } from '../../components/CourseNotFound';
import { useCertificateQuery } from './certificatePages.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate } from '../../lib/format';
import { CertificateShare } from './CertificateShare';
import { CredentialChecker } from './CredentialChecker';
import { VerificationResult } from './VerificationResult';
import { useT } from './i18n';

/**
 * /certificate/{id}: anyone may check who completed which course, taught by whom, and when. The
 * server checks the certificate's signed credential and its revocation status first.
 */
export function CertificateView({ id }: { id: string }) {
  const t = useT();
  const { data, loading, error } = useCertificateQuery({ variables: { id } });
  if (loading) return <PageSpinner label={t('certificates.loadingCertificate')} />;
  if (error)
    return (
      <Container maxW="3xl" py="12">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('certificates.loadFailed')}</Alert.Title>
            <Alert.Description>
              {errorMessage(error, t('certificates.somethingWentWrong'))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Container>
    );
  const verification = data?.certificateVerification;
  const certificate = data?.certificate;
  if (!verification)
    return (
      <CourseNotFound
        title={t('certificates.notFoundTitle')}
        message={t('certificates.notFoundText')}
      />
    );
  const shown = certificate ?? verification;
  return (
    <Container maxW="3xl" py={{ base: '8', md: '16' }}>
      <Stack gap="8">
        <VerificationResult verification={verification} />
        <Box
          borderWidth="3px"
          borderColor={certificate ? 'brand.600' : 'border.emphasized'}
          rounded="lg"
          p={{ base: '6', md: '12' }}
          textAlign="center"
          opacity={certificate ? 1 : 0.75}
        >
          <Stack gap="4" align="center">
            <Text
              color={certificate ? 'brand.600' : 'fg.error'}
              fontWeight="bold"
              letterSpacing="wider"
            >
              {t(certificate ? 'certificates.verified' : 'certificates.revoked')}
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
              {t('certificates.heading')}
            </Heading>
            <Stack as="dl" gap="3" align="center">
              <Field
                label={t('certificates.awardedTo')}
                value={shown.learnerName}
                testId="certificate-learner"
              />
              <Field
                label={t('certificates.course')}
                value={shown.courseTitle}
                testId="certificate-course"
              />
              <Field
                label={t('certificates.educator')}
                value={shown.educatorName}
                testId="certificate-educator"
              />
              <Field
                label={t('certificates.completedOn')}
                value={shown.completedAt ? formatDate(shown.completedAt, { utc: true }) : null}
                testId="certificate-date"
              />
            </Stack>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {t('certificates.certificateId', { id })}
            </Text>
            {certificate && (
              <>
                <HStack gap="2" wrap="wrap" justify="center">
                  <Button asChild colorPalette="brand">
                    <a href={certificate.pdfUrl} download>
                      {t('certificates.downloadPdf')}
                    </a>
                  </Button>
                  <Button asChild variant="outline" colorPalette="brand">
                    <a href={certificate.credentialUrl} download>
                      {t('certificates.credentialJson')}
                    </a>
                  </Button>
                  <Button asChild variant="ghost" colorPalette="brand">
                    <a href={certificate.credentialJwtUrl} download>
                      {t('certificates.credentialJwt')}
                    </a>
                  </Button>
                </HStack>
                <Text fontSize="xs" color="fg.muted" maxW="md">
                  {t('certificates.credentialNote')}
                </Text>
                <CertificateShare certificate={certificate} justify="center" />
              </>
            )}
          </Stack>
        </Box>
        <CredentialChecker />
      </Stack>
    </Container>
  );
}

function Field({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | null | undefined;
  testId: string;
}) {
  if (!value) return null;
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontSize="xl"
        fontWeight="semibold"
        overflowWrap="anywhere"
        data-testid={testId}
      >
        {value}
      </Text>
    </Box>
  );
}
