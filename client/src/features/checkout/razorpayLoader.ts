/** Loads Razorpay Checkout's script once (a single script tag) and hands out its constructor. */

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The options of `new Razorpay(options)` the app sends. */
export interface RazorpayOptions {
  key: string;
  /** In the currency's smallest unit (paise). */
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

/** What Checkout passes to `handler` after a successful payment. */
export interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayInstance {
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Resolves with the Razorpay constructor; a fake in tests. */
export type RazorpayLoader = () => Promise<RazorpayConstructor>;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let pending: Promise<RazorpayConstructor> | null = null;

/**
 * Adds the Checkout script on first use and resolves once `window.Razorpay` exists. Rejects when
 * the script fails to load; a later call then tries again.
 */
export const loadRazorpay: RazorpayLoader = () => {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (pending) return pending;

  pending = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      script.remove();
      pending = null;
      reject(new Error(reason));
    };
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else fail('Razorpay Checkout is not available');
    };
    script.onerror = () => fail('Razorpay Checkout could not be loaded');
    document.head.appendChild(script);
  });
  return pending;
};
