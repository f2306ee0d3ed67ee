import { system } from '../../theme';
import { CheckoutUnavailableError, type Checkout } from './checkoutTypes';
import type { RazorpayLoader } from './razorpayLoader';

/** The store's name on the Checkout window. */
export const CHECKOUT_NAME = 'BrandCraft';
/** Checkout's accent colour: the brand's solid colour, read from the theme. */
export const CHECKOUT_COLOR = system.token('colors.brand.600') as string;

/**
 * Razorpay Checkout as a `Checkout`: paid when Checkout calls `handler`, cancelled when its window
 * is dismissed, `CheckoutUnavailableError` when the script cannot be loaded.
 */
export function razorpayCheckout(load: RazorpayLoader): Checkout {
  return async (order, payer) => {
    let Razorpay;
    try {
      Razorpay = await load();
    } catch (error) {
      throw new CheckoutUnavailableError(error);
    }
    return new Promise((resolve) => {
      new Razorpay({
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        name: CHECKOUT_NAME,
        description: order.courseName,
        order_id: order.orderId,
        prefill: { name: payer.name, email: payer.email, contact: payer.contact },
        theme: { color: CHECKOUT_COLOR },
        handler: (response) =>
          resolve({
            kind: 'paid',
            proof: {
              razorpayOrderId: response.razorpay_order_id,
              razorpayPaymentId: response.razorpay_payment_id,
              razorpaySignature: response.razorpay_signature,
            },
          }),
        modal: { ondismiss: () => resolve({ kind: 'cancelled' }) },
      }).open();
    });
  };
}
