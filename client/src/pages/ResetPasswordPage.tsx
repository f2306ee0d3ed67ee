import { useSearchParams } from 'react-router-dom';
import { CardPage } from '../features/account/CardPage';
import { ResetPasswordForm } from '../features/account/ResetPasswordForm';
import { usePageTitle } from '../lib/usePageTitle';

/** /reset-password?token=…: the link of a password reset mail. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <CardPage
      title="Choose a new password"
      intro="At least 6 characters. Every device signed in to your account will be signed out."
    >
      <ResetPasswordForm key={token} token={token} />
    </CardPage>
  );
}
