import { useCallback, useState, type ReactNode } from 'react';
import type { Checkout, CheckoutOutcome, Payer, PaymentOrder } from './checkoutTypes';
import { SandboxCheckoutDialog, type SandboxSubject } from './SandboxCheckoutDialog';

interface Session {
  order: PaymentOrder;
  payer: Payer;
  resolve: (outcome: CheckoutOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The sandbox checkout as a `Checkout`, plus the dialog element to render while one is open;
 * `subject` names what is paid for (a course unless told).
 */
export function useSandboxCheckout(subject: SandboxSubject = 'course'): {
  checkout: Checkout;
  dialog: ReactNode;
} {
  const [session, setSession] = useState<Session | null>(null);

  const checkout = useCallback<Checkout>(
    (order, payer) =>
      new Promise<CheckoutOutcome>((resolve, reject) =>
        setSession({ order, payer, resolve, reject }),
      ),
    [],
  );

  const dialog = session && (
    <SandboxCheckoutDialog
      order={session.order}
      subject={subject}
      payer={session.payer}
      onPaid={(proof) => {
        setSession(null);
        session.resolve({ kind: 'paid', proof });
      }}
      onCancel={() => {
        setSession(null);
        session.resolve({ kind: 'cancelled' });
      }}
      onError={(error) => {
        setSession(null);
        session.reject(error);
      }}
    />
  );

  return { checkout, dialog };
}
