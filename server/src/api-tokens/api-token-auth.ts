import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Repository } from 'typeorm';
import { unauthenticated } from '../common/errors/domain-error';
import { CounterStore } from '../common/rate-limits/counter-store';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { ApiToken } from './api-token.entity';
import { apiTokenHash, type TokenCaller } from './token-caller';

/** last_used_at is written at most this often per token, not on every request. */
const LAST_USED_GRANULARITY_MS = 60_000;
const WINDOW_SECONDS = 60;

/** What is left of a token's budget in the current window. */
export interface TokenBudget {
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
  exceeded: boolean;
}

/** Checks API tokens and spends their per-token budgets (shared by every instance). */
@Injectable()
export class ApiTokenAuth {
  private readonly logger = new Logger(ApiTokenAuth.name);
  private readonly budget: RateLimiterAbstract;
  private readonly limit: number;

  constructor(
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @Inject(CounterStore) store: CounterStore,
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
  ) {
    this.limit = config.apiTokenRateLimitPerMinute;
    this.budget = store.counter('api-token', this.limit, WINDOW_SECONDS);
  }

  /** The caller behind `token`; throws UNAUTHENTICATED saying why it is refused. */
  async authenticate(token: string): Promise<TokenCaller> {
    const found = await this.tokens.findOne({
      where: { tokenHash: apiTokenHash(token) },
      relations: { user: true },
    });
    if (!found?.user) throw unauthenticated('Invalid token');
    if (found.revokedAt) throw unauthenticated('API token revoked');
    if (found.expiresAt.getTime() <= Date.now()) throw unauthenticated('API token expired');
    if (found.user.disabledAt)
      throw unauthenticated('The account this API token belongs to is disabled');
    await this.noteUse(found);
    return { user: found.user, tokenId: found.id, scopes: found.scopes };
  }

  /** Spends one request of the token's budget. */
  async spend(tokenId: string): Promise<TokenBudget> {
    const window = { limit: this.limit, windowSeconds: WINDOW_SECONDS };
    try {
      const res = await this.budget.consume(tokenId);
      return { ...window, ...left(res), exceeded: false };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { ...window, ...left(refusal), exceeded: true };
    }
  }

  /** One conditional UPDATE a minute per token at most; a failure costs the request nothing. */
  private async noteUse(token: ApiToken): Promise<void> {
    if (token.lastUsedAt && Date.now() - token.lastUsedAt.getTime() < LAST_USED_GRANULARITY_MS)
      return;
    await this.tokens
      .createQueryBuilder()
      .update()
      .set({ lastUsedAt: () => 'now()' })
      .where('id = :id', { id: token.id })
      .andWhere('(last_used_at IS NULL OR last_used_at < now() - make_interval(secs => :secs))', {
        secs: LAST_USED_GRANULARITY_MS / 1000,
      })
      .execute()
      .catch((error: Error) => this.logger.warn(`last_used_at not recorded: ${error.message}`));
  }
}

const left = (res: RateLimiterRes) => ({
  remaining: Math.max(0, res.remainingPoints),
  resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});
