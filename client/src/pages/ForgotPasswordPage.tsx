import { CardPage } from '../features/account/CardPage';
import { ForgotPasswordForm } from '../features/account/ForgotPasswordForm';
import { usePageTitle } from '../lib/usePageTitle';

/** /forgot-password: ask for a password reset link by mail. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <CardPage
      title="Forgot your password?"
      intro="Enter the email address of your account and we will mail you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </CardPage>
  );
}
