import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { CounterStore } from '../common/rate-limits/counter-store';
import { limited } from '../common/rate-limits/limited';
import { POST_LIMITS } from '../config/limits-config';
import type { User } from '../users/user.entity';
import { COMMUNITY_ERRORS } from './community-rules';

/**
 * How fast one account may post questions and answers, on the counters every instance shares
 * (docs/rate-limits.md): a budget for everyone, and a tighter one while the account is new.
 */
@Injectable()
export class PostLimits {
  private readonly everyone: RateLimiterAbstract;
  private readonly fresh: RateLimiterAbstract;

  constructor(@Inject(CounterStore) store: CounterStore) {
    const { perAccount, newAccount } = POST_LIMITS;
    this.everyone = store.counter('post', perAccount.points, perAccount.windowSeconds);
    this.fresh = store.counter('post-new', newAccount.points, newAccount.windowSeconds);
  }

  /** Spends one post of `user`'s budgets; TOO_MANY_REQUESTS (with Retry-After) when spent. */
  async admit(user: Pick<User, 'id' | 'createdAt'>): Promise<void> {
    const age = Date.now() - new Date(user.createdAt).getTime();
    if (age < POST_LIMITS.newAccountHours * 3600_000)
      await limited(this.fresh.consume(user.id), COMMUNITY_ERRORS.newAccountPosts);
    await limited(this.everyone.consume(user.id), COMMUNITY_ERRORS.tooManyPosts);
  }
}
