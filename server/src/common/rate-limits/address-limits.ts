import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { CounterStore } from './counter-store';
import { fits, limited } from './limited';

/** The anonymous writes with a budget per address (docs/rate-limits.md, "Anonymous writes"). */
export type AddressBudgetName = 'contact' | 'newsletter' | 'passwordReset' | 'courseEvents';

const REASONS: Record<AddressBudgetName, string> = {
  contact: 'Too many messages from your network.',
  newsletter: 'Too many newsletter sign-ups from your network.',
  passwordReset: 'Too many password reset requests from your network. Try again later.',
  courseEvents: 'Too many course page reports from your network. Try again later.',
};

/**
 * Per-address budgets for writes anyone may make, on the shared counters, and the once-per-period
 * visitor check. Every attempt spends the budget, valid or not: the budget bounds the rate of
 * requests, whatever they carry.
 */
@Injectable()
export class AddressLimits {
  private readonly budgets: Record<AddressBudgetName, RateLimiterAbstract>;
  private readonly visitors: RateLimiterAbstract;

  constructor(
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @Inject(CounterStore) store: CounterStore,
  ) {
    const { contact, newsletter, passwordReset, courseEvents, visitorPeriodSeconds } =
      config.anonymousWriteLimits;
    this.budgets = {
      contact: store.counter('write-contact', contact.points, contact.windowSeconds),
      newsletter: store.counter('write-newsletter', newsletter.points, newsletter.windowSeconds),
      passwordReset: store.counter(
        'write-password-reset',
        passwordReset.points,
        passwordReset.windowSeconds,
      ),
      courseEvents: store.counter(
        'write-course-events',
        courseEvents.points,
        courseEvents.windowSeconds,
      ),
    };
    this.visitors = store.counter('visitor', 1, visitorPeriodSeconds);
  }

  /** Throws TOO_MANY_REQUESTS (with Retry-After) when `address` has spent its `budget`. */
  admit(budget: AddressBudgetName, address: string): Promise<void> {
    return limited(this.budgets[budget].consume(address), REASONS[budget]);
  }

  /** True the first time `address` is seen in the visitor period, false until it ends. */
  isNewVisitor(address: string): Promise<boolean> {
    return fits(this.visitors.consume(address));
  }
}
