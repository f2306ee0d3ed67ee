import { useApolloClient } from '@apollo/client';
import { useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toaster';
import { usePurchaseCourseMutation, useVerifyPaymentMutation } from './enroll.generated';
import type { PaymentProviderName } from '../../generated/types';
import { errorMessage } from '../../lib/errorMessage';
import { purchaseAttribution } from '../../lib/visitAttribution';
import { type AuthUser, useAuth } from '../auth/authContext';
import { markEnrolled } from '../learning/enrollments/markEnrolled';
import { CheckoutUnavailableError, type Checkout, type CheckoutOutcome } from './checkoutTypes';
import { razorpayCheckout } from './razorpayCheckout';
import { RazorpayLoaderContext } from './razorpayLoaderContext';
import { useSandboxCheckout } from './useSandboxCheckout';
import { hasErrorCode } from '../../lib/graphqlErrors';
import { t, useT } from './i18n';

export const MY_ENROLLMENTS_PATH = '/my-enrollments';

/** Only an in-app path is followed; anything else goes to My Enrollments. */
const inAppPath = (redirect: string) =>
  redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : MY_ENROLLMENTS_PATH;

/**
 * The enroll button's label, state and action (SPEC sections 4, 5 and 7). A free course enrolls at
 * once; a paid one opens the payment window the server's provider calls for (Razorpay Checkout,
 * or the built-in sandbox checkout), then verifies the payment. Both end on My Enrollments.
 * Render `checkoutDialog` next to the button.
 */
export function useEnroll(
  course: { id: string; netPrice: number; viewerIsEnrolled: boolean },
  /** A coupon the server accepted for this course: the server charges the better price. */
  couponCode: string | null = null,
  /** The buyer's GST state code, for the invoice's place of supply; null: not given. */
  buyerState: string | null = null,
) {
  const { user, initializing } = useAuth();
  const navigate = useNavigate();
  const { cache } = useApolloClient();
  const loadRazorpay = useContext(RazorpayLoaderContext);
  const sandbox = useSandboxCheckout();
  const [purchaseCourse] = usePurchaseCourseMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [busy, setBusy] = useState(false);
  const translate = useT();

  const checkouts = useMemo<Record<PaymentProviderName, Checkout>>(
    () => ({ RAZORPAY: razorpayCheckout(loadRazorpay), SANDBOX: sandbox.checkout }),
    [loadRazorpay, sandbox.checkout],
  );
  const enrolled = Boolean(user) && course.viewerIsEnrolled;

  function enrolledNow(courseId: string, message: string, path: string, userId: string) {
    markEnrolled(cache, courseId, userId);
    showToast('success', message);
    void navigate(inAppPath(path));
  }

  async function enroll(signedIn: AuthUser) {
    let purchase;
    try {
      purchase = (
        await purchaseCourse({
          variables: {
            courseId: course.id,
            couponCode,
            attribution: purchaseAttribution(),
            // Left out when not chosen, as the other optional choices are.
            buyerState: buyerState ?? undefined,
          },
        })
      ).data?.purchaseCourse;
      if (!purchase) throw new Error(t('checkout.enrollmentFailed'));
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        markEnrolled(cache, course.id, signedIn.id);
        showToast('warning', t('checkout.alreadyEnrolled'));
      } else showToast('error', errorMessage(error, t('checkout.enrollmentFailed')));
      return;
    }
    if (purchase.__typename === 'FreeEnrollment') {
      // The server's message is English; the client words it in the viewer's language.
      enrolledNow(purchase.courseId, t('checkout.enrolledFree'), purchase.redirect, signedIn.id);
      return;
    }
    // A course's order; FreeBooking answers payForBooking only.
    if (purchase.__typename !== 'PaymentOrder') return;

    let outcome: CheckoutOutcome;
    try {
      outcome = await checkouts[purchase.provider](purchase, {
        name: signedIn.name,
        email: signedIn.email,
        contact: signedIn.phone ?? undefined,
      });
    } catch (error) {
      showToast(
        'error',
        error instanceof CheckoutUnavailableError
          ? t('checkout.loadFailed')
          : errorMessage(error, t('checkout.paymentFailed')),
      );
      return;
    }
    if (outcome.kind === 'cancelled') {
      showToast('info', t('checkout.paymentCancelled'));
      return;
    }

    try {
      const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = outcome.proof;
      const { data } = await verifyPayment({
        variables: {
          input: {
            purchaseId: purchase.purchaseId,
            razorpayOrderId,
            razorpayPaymentId,
            razorpaySignature,
          },
        },
      });
      if (!data) throw new Error(t('checkout.noAnswer'));
      enrolledNow(
        data.verifyPayment.courseId ?? course.id,
        t('checkout.paymentVerified'),
        MY_ENROLLMENTS_PATH,
        signedIn.id,
      );
    } catch (error) {
      const reason = errorMessage(error, t('checkout.unknownError'));
      // The server's own refusal already reads "Payment verification failed"; do not say it twice.
      showToast(
        'error',
        reason.startsWith(t('checkout.verificationFailed'))
          ? reason
          : t('checkout.verificationFailedReason', { reason }),
      );
    }
  }

  async function onEnroll() {
    if (!user) return showToast('warning', t('checkout.loginToEnroll'));
    if (enrolled) return showToast('warning', t('checkout.alreadyEnrolled'));
    if (busy) return;
    setBusy(true);
    try {
      await enroll(user);
    } finally {
      setBusy(false);
    }
  }

  let label = translate(course.netPrice === 0 ? 'checkout.enrollFree' : 'checkout.enrollNow');
  if (enrolled) label = translate('checkout.alreadyEnrolled');

  return {
    onEnroll: () => void onEnroll(),
    label,
    enrolled,
    busy,
    /** Waiting to learn who the viewer is. */
    waiting: initializing,
    checkoutDialog: sandbox.dialog,
  };
}
