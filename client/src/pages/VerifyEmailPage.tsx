import { useSearchParams } from 'react-router-dom';
import { CardPage } from '../features/account/CardPage';
import { VerifyEmailResult } from '../features/account/VerifyEmailResult';

/** /verify-email?token=…: the link of an address confirmation or email change mail. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <CardPage title="Confirm your email address">
      <VerifyEmailResult key={token} token={token} />
    </CardPage>
  );
}
