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

export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  createOrder(request: OrderRequest): Promise<string>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** How long an order request may take before it counts as a provider failure. */
export const ORDER_REQUEST_TIMEOUT_MS = 10_000;

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
      this.logger.error(
        `Order creation failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      );
      throw providerUnavailable();
    }
  }
}

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
