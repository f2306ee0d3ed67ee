import { useCallback, useState } from 'react';
import { useResendVerificationEmailMutation } from './account.generated';
import { serverMessage } from './formProblems';
import { t } from './i18n';

export type ResendOutcome =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'verified' }
  | { status: 'failed'; message: string };

/**
 * Mails the signed-in user a new confirmation link. The server answers false when the address is
 * confirmed already, and TOO_MANY_REQUESTS after 3 in an hour (its message says so).
 */
export function useResendVerification() {
  const [mutate, { loading }] = useResendVerificationEmailMutation();
  const [outcome, setOutcome] = useState<ResendOutcome>({ status: 'idle' });
  const resend = useCallback(async () => {
    try {
      const { data } = await mutate();
      setOutcome({ status: data?.resendVerificationEmail === false ? 'verified' : 'sent' });
    } catch (error) {
      setOutcome({ status: 'failed', message: serverMessage(error, t('account.linkNotSent')) });
    }
  }, [mutate]);
  return { resend, loading, outcome };
}
