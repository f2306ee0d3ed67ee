import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { useMyCertificatesQuery } from './certificatePages.generated';
import { errorMessage } from '../../lib/errorMessage';
import { formatDate } from '../../lib/format';
import { CertificateLinks } from './CertificateLinks';
import { CertificateShare } from './CertificateShare';
import { useT } from './i18n';

/** The signed-in learner's certificates, latest first, each with its downloads and sharing. */
export function MyCertificatesList() {
  const t = useT();
  const { data, loading, error } = useMyCertificatesQuery({ fetchPolicy: 'cache-and-network' });
  const certificates = data?.myCertificates;
  if (!certificates && loading)
    return <PageSpinner label={t('certificates.loadingCertificates')} />;
  if (!certificates)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('certificates.myLoadFailed')}</Alert.Title>
          <Alert.Description>
            {errorMessage(error, t('certificates.somethingWentWrong'))}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (certificates.length === 0)
    return (
      <Stack gap="3" align="start">
        <Text>{t('certificates.none')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/my-enrollments">{t('certificates.goToEnrollments')}</RouterLink>
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
              {t('certificates.taughtBy', {
                educator: certificate.educatorName,
                date: formatDate(certificate.completedAt, { utc: true }),
              })}
            </Text>
            <CertificateLinks certificate={certificate} courseTitle={certificate.courseTitle} />
            <CertificateShare certificate={certificate} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
