import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { CounterStore } from '../common/rate-limits/counter-store';
import { limited } from '../common/rate-limits/limited';

/** A run of failures on one account is forgotten a day after it began. */
const ACCOUNT_FAILURES_WINDOW_SECONDS = 24 * 60 * 60;

export type SignInOutcome = 'succeeded' | 'failed' | 'other';

/** Who is trying: the client's address, and for a sign-in the normalised email it names. */
export interface Attempt {
  address: string;
  account?: string;
}

/**
 * Sign-in and registration limits (docs/rate-limits.md, "Sign-in limits"):
 * - every attempt from one address spends a generous per-minute budget;
 * - failed sign-ins from one address are capped per window, over all accounts;
 * - after a run of failures on one account, whatever the address, it takes one attempt per delay,
 *   the delay doubling with each failure; a successful sign-in ends the run.
 * A sign-in counts as a failure from the moment it is admitted and is refunded unless it fails,
 * so concurrent guesses cannot slip through before the first of them is recorded.
 */
@Injectable()
export class SignInLimits {
  private readonly attemptsByAddress: RateLimiterAbstract;
  private readonly failuresByAddress: RateLimiterAbstract;
  private readonly failuresByAccount: RateLimiterAbstract;
  /** One point per delay window: the account's next attempt waits until the window ends. */
  private readonly accountPace: RateLimiterAbstract;

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(CounterStore) store: CounterStore,
  ) {
    const limits = config.failedSignInLimits;
    this.attemptsByAddress = store.counter('auth-attempts', config.authRateLimitPerMinute, 60);
    this.failuresByAddress = store.counter(
      'auth-failures-ip',
      limits.perAddress,
      limits.addressWindowSeconds,
    );
    this.failuresByAccount = store.counter(
      'auth-failures-account',
      Number.MAX_SAFE_INTEGER,
      ACCOUNT_FAILURES_WINDOW_SECONDS,
    );
    this.accountPace = store.counter('auth-pace', 1, limits.baseDelaySeconds);
  }

  /** Throws TOO_MANY_REQUESTS (with Retry-After) when the attempt may not run. */
  async admit({ address, account }: Attempt): Promise<void> {
    await limited(
      this.attemptsByAddress.consume(address),
      'Too many sign-in attempts from your network.',
    );
    if (account === undefined) return;
    await limited(
      this.failuresByAddress.consume(address),
      'Too many failed sign-ins from your network.',
    );
    // Failures before this attempt, counting the account's attempts still running as failures.
    const failures = (await this.failuresByAccount.penalty(account)).consumedPoints - 1;
    const { perAccount } = this.config.failedSignInLimits;
    if (failures < perAccount - 1) return;
    try {
      await limited(
        this.accountPace.consume(account, 1, { customDuration: this.paceWindowSeconds(failures) }),
        'Too many failed sign-ins for this account.',
      );
    } catch (error) {
      await this.refund(address, account);
      throw error;
    }
  }

  /** Records how an admitted attempt ended. */
  async settle({ address, account }: Attempt, outcome: SignInOutcome): Promise<void> {
    if (account === undefined || outcome === 'failed') return;
    if (outcome === 'other') return this.refund(address, account);
    await Promise.all([
      this.failuresByAddress.reward(address),
      this.failuresByAccount.delete(account),
      this.accountPace.delete(account),
    ]);
  }

  /** Takes back the failure an admitted sign-in was counted as in advance. */
  private async refund(address: string, account: string) {
    await Promise.all([
      this.failuresByAddress.reward(address),
      this.failuresByAccount.reward(account),
    ]);
  }

  /** How long this attempt holds the account's pace window: the base at the threshold, doubling, capped. */
  private paceWindowSeconds(failures: number) {
    const { perAccount, baseDelaySeconds, maxDelaySeconds } = this.config.failedSignInLimits;
    const doublings = Math.min(failures - (perAccount - 1), 30);
    return Math.min(baseDelaySeconds * 2 ** doublings, maxDelaySeconds);
  }
}

/** Global, so sign-ins over GraphQL and REST share one set of counters. */
@Global()
@Module({ providers: [SignInLimits], exports: [SignInLimits] })
export class SignInLimitsModule {}
