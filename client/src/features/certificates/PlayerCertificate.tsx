import { Alert } from '@chakra-ui/react';
import { useMyCertificateQuery } from './certificate.generated';
import { CertificateLinks } from './CertificateLinks';

/**
 * The player's certificate notice once every lecture is done. Asked for only then; the last
 * "Mark As Complete" puts the certificate in the cache, so it shows at once.
 */
export function PlayerCertificate({
  courseId,
  courseTitle,
  completed,
}: {
  courseId: string;
  courseTitle: string;
  completed: boolean;
}) {
  const { data } = useMyCertificateQuery({ variables: { courseId }, skip: !completed });
  const certificate = data?.myCertificate;
  if (!completed || !certificate) return null;
  return (
    <Alert.Root status="success" data-testid="player-certificate">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>You completed this course</Alert.Title>
        <CertificateLinks certificate={certificate} courseTitle={courseTitle} />
      </Alert.Content>
    </Alert.Root>
  );
}
