import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import Razorpay from 'razorpay';
import { DomainError } from '../common/errors/domain-error';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';

export interface OrderRequest {
  amountPaise: number;
  currency: string;
  /** Our purchase id, so an order can be traced back. */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Our purchase id, so a refund can be traced back. */
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  createOrder(request: OrderRequest): Promise<string>;
  /** Returns the provider's refund id once the provider has accepted the refund. */
  refund(request: RefundRequest): Promise<string>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** How long an order request may take before it counts as a provider failure. */
export const ORDER_REQUEST_TIMEOUT_MS = 10_000;

/**
 * A purchase claimed for a provider call (an order, a refund) and unchanged this long was abandoned
 * (its server stopped mid-call): another call may take over. Well past the request timeout.
 */
export const PROVIDER_CALL_ABANDONED_AFTER_MS = 3 * ORDER_REQUEST_TIMEOUT_MS;

export const providerUnavailable = () =>
  new DomainError(
    'SERVICE_UNAVAILABLE',
    'The payment provider is not reachable right now. Please try again in a moment.',
  );

const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
export const sandboxPaymentId = () => randomId('pay');

/** Orders made locally, for development and tests without Razorpay keys; paid through the sandbox checkout. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  createOrder(): Promise<string> {
    return Promise.resolve(randomId('order'));
  }

  /** No money moved, so none goes back: the refund is accepted at once. */
  refund(): Promise<string> {
    return Promise.resolve(randomId('rfnd'));
  }
}

/** Orders made with Razorpay's Orders API through the official SDK. */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  private readonly logger = new Logger('Razorpay');
  private readonly client: Razorpay;

  constructor(keyId: string, keySecret: string, apiUrl: string) {
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
    // The SDK fixes its host; a stand-in server (tests, a proxy) is reached by moving its HTTP client.
    const http = (
      this.client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }
    ).api.rq;
    http.defaults.baseURL = apiUrl;
    http.defaults.timeout = ORDER_REQUEST_TIMEOUT_MS;
  }

  async createOrder({ amountPaise, currency, receipt, notes }: OrderRequest): Promise<string> {
    try {
      const order = await this.client.orders.create({
        amount: amountPaise,
        currency,
        receipt,
        notes,
      });
      return order.id;
    } catch (error) {
      this.logger.error(`Order creation failed: ${describe(error)}`);
      throw providerUnavailable();
    }
  }

  /** A full refund at normal speed through the Refunds API. */
  async refund({ paymentId, amountPaise, receipt, notes }: RefundRequest): Promise<string> {
    let refund: { id: string; status: string };
    try {
      refund = await this.client.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt,
        notes,
      });
    } catch (error) {
      this.logger.error(`Refund of payment ${paymentId} failed: ${describe(error)}`);
      throw providerUnavailable();
    }
    if (refund.status === 'failed') {
      this.logger.error(`Refund ${refund.id} of payment ${paymentId} was refused by Razorpay`);
      throw providerUnavailable();
    }
    return refund.id;
  }
}

const describe = (error: unknown) =>
  error instanceof Error ? error.message : JSON.stringify(error);

@Injectable()
export class PaymentProviderFactory {
  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  create(): PaymentProvider {
    const { provider, keyId, keySecret, apiUrl } = this.config.payments;
    return provider === 'razorpay'
      ? new RazorpayPaymentProvider(keyId, keySecret, apiUrl)
      : new SandboxPaymentProvider();
  }
}
