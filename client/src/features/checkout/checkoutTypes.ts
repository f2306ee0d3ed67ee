import type { PaymentOrderFieldsFragment } from './enroll.generated';

/** A payment order from `purchaseCourse` (amount in hundredths of its `currency`, e.g. paise). */
export type PaymentOrder = PaymentOrderFieldsFragment;

/** Who pays: Razorpay Checkout prefills these. */
export interface Payer {
  name: string;
  email: string;
  /** Phone number, when the profile has one. */
  contact?: string;
}

/** The signed result Razorpay Checkout (or the sandbox) hands back, sent on to `verifyPayment`. */
export interface PaymentProof {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export type CheckoutOutcome = { kind: 'paid'; proof: PaymentProof } | { kind: 'cancelled' };

/**
 * A payment window for one order: resolves once the learner pays or closes it, rejects when the
 * window cannot be shown (see `CheckoutUnavailableError`) or the payment cannot be made.
 */
export type Checkout = (order: PaymentOrder, payer: Payer) => Promise<CheckoutOutcome>;

/** The payment window could not be loaded (e.g. Razorpay's script is unreachable). */
export class CheckoutUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The payment window could not be loaded', { cause });
    this.name = 'CheckoutUnavailableError';
  }
}
