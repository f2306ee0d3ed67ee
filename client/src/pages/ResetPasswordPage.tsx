import { useSearchParams } from 'react-router-dom';
import { CardPage } from '../features/account/CardPage';
import { ResetPasswordForm } from '../features/account/ResetPasswordForm';
import { useT } from '../features/account/i18n';
import { usePageTitle } from '../lib/usePageTitle';

/** /reset-password?token=…: the link of a password reset mail. */
export default function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('account.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <CardPage title={t('account.resetHeading')} intro={t('account.resetIntro')}>
      <ResetPasswordForm key={token} token={token} />
    </CardPage>
  );
}
