import { useSearchParams } from 'react-router-dom';
import { CardPage } from '../features/account/CardPage';
import { VerifyEmailResult } from '../features/account/VerifyEmailResult';
import { useT } from '../features/account/i18n';
import { usePageTitle } from '../lib/usePageTitle';

/** /verify-email?token=…: the link of an address confirmation or email change mail. */
export default function VerifyEmailPage() {
  const t = useT();
  usePageTitle(t('account.verifyTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <CardPage title={t('account.verifyHeading')}>
      <VerifyEmailResult key={token} token={token} />
    </CardPage>
  );
}
