import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useMyCertificateQuery } from './certificate.generated';
import { CertificateLinks } from './CertificateLinks';
import { useT } from './i18n';

/**
 * The player's certificate notice once every lecture is done. Asked for only then; the last
 * "Mark As Complete" puts the certificate in the cache, so it shows at once. With `focusWhenShown`
 * (the learner just finished the course) its first link takes the focus and scrolls into view.
 */
export function PlayerCertificate({
  courseId,
  courseTitle,
  completed,
  focusWhenShown = false,
}: {
  courseId: string;
  courseTitle: string;
  completed: boolean;
  focusWhenShown?: boolean;
}) {
  const t = useT();
  const { data } = useMyCertificateQuery({ variables: { courseId }, skip: !completed });
  const certificate = data?.myCertificate;
  const shown = completed && Boolean(certificate);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown || !focusWhenShown) return;
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    ref.current?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  }, [shown, focusWhenShown]);
  if (!completed || !certificate) return null;
  return (
    <Alert.Root status="success" data-testid="player-certificate" ref={ref}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('certificates.youCompleted')}</Alert.Title>
        <CertificateLinks certificate={certificate} courseTitle={courseTitle} />
      </Alert.Content>
    </Alert.Root>
  );
}
