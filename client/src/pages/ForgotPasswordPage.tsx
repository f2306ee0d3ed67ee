import { CardPage } from '../features/account/CardPage';
import { ForgotPasswordForm } from '../features/account/ForgotPasswordForm';
import { useT } from '../features/account/i18n';
import { usePageTitle } from '../lib/usePageTitle';

/** /forgot-password: ask for a password reset link by mail. */
export default function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('account.forgotTitle'));
  return (
    <CardPage title={t('account.forgotHeading')} intro={t('account.forgotIntro')}>
      <ForgotPasswordForm />
    </CardPage>
  );
}
