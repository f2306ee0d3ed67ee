import { useParams } from 'react-router-dom';
import { CertificateView } from '../features/certificates/CertificateView';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '../features/certificates/i18n';

/** /certificate/{id}: public verification of a certificate (its own lazy chunk). */
export default function CertificatePage() {
  const t = useT();
  usePageTitle(t('certificates.pageTitle'));
  const id = useParams().id ?? '';
  return <CertificateView key={id} id={id} />;
}
