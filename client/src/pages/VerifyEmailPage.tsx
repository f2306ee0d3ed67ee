import { useSearchParams } from 'react-router-dom';
import { CardPage } from '../features/account/CardPage';
import { VerifyEmailResult } from '../features/account/VerifyEmailResult';
import { usePageTitle } from '../lib/usePageTitle';

/** /verify-email?token=…: the link of an address confirmation or email change mail. */
export default function VerifyEmailPage() {
  usePageTitle('Verify email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <CardPage title="Confirm your email address">
      <VerifyEmailResult key={token} token={token} />
    </CardPage>
  );
}
