import { useParams } from 'react-router-dom';
import { CertificateView } from '../features/certificates/CertificateView';
import { usePageTitle } from '../lib/usePageTitle';

/** /certificate/{id}: public verification of a certificate (its own lazy chunk). */
export default function CertificatePage() {
  usePageTitle('Certificate');
  const id = useParams().id ?? '';
  return <CertificateView key={id} id={id} />;
}
