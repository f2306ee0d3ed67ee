import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';

/** Created by the RateLimits migration; one table for every counter, keys carry their prefix. */
const TABLE = 'rate_limits';

/** Redis answers in well under a millisecond; a command still waiting after this has met a stalled server. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Where the rate-limit counters (sign-ins, anonymous writes, visitors) live, so every instance
 * spends one budget: PostgreSQL (the app's own pool) by default, Redis when REDIS_URL is set.
 *
 * When the store is down:
 * - PostgreSQL: the counter's error reaches the error mapping like any other query's, so the attempt
 *   is refused with SERVICE_UNAVAILABLE (503, Retry-After). Every limited write needs the database anyway.
 * - Redis: each counter falls back to one in this process's memory (`insuranceLimiter`) until Redis
 *   is back, so a Redis outage does not stop sign-ins or writes while the database is fine; every
 *   limit still holds per instance meanwhile.
 */
@Injectable()
export class CounterStore implements OnApplicationShutdown {
  private readonly logger = new Logger(CounterStore.name);
  private readonly redis?: Redis;
  private readonly sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @Inject(DataSource) private readonly db: DataSource,
  ) {
    const { redisUrl, sweepSeconds } = config.counters;
    if (redisUrl) this.redis = this.connect(redisUrl);
    else this.sweeper = setInterval(() => void this.sweep(), sweepSeconds * 1000).unref();
  }

  /** A counter of `points` per `duration` seconds, named by `keyPrefix`. */
  counter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    if (!this.redis) {
      return new RateLimiterPostgres({
        storeClient: this.db,
        storeType: 'typeorm',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false, // swept by `sweep`, on a timer this store stops when the app closes
        keyPrefix,
        points,
        duration,
      });
    }
    return new RateLimiterRedis({
      storeClient: this.redis,
      rejectIfRedisNotReady: true, // straight to the insurance while disconnected
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      keyPrefix,
      points,
      duration,
    });
  }

  /** Deletes the PostgreSQL counters whose window has ended; Redis expires its keys itself. */
  async sweep(): Promise<void> {
    await this.db
      .query(`DELETE FROM "${TABLE}" WHERE "expire" < $1`, [Date.now()])
      .catch((error: Error) => this.logger.warn(`Expired counters not swept: ${error.message}`));
  }

  async onApplicationShutdown() {
    clearInterval(this.sweeper);
    if (this.redis?.status === 'ready') await this.redis.quit().catch(() => undefined);
    this.redis?.disconnect();
  }

  private connect(url: string): Redis {
    const redis = new Redis(url, {
      enableOfflineQueue: false, // fail at once while disconnected, so the insurance answers
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return; // ioredis reports every reconnection attempt
      down = true;
      this.logger.warn(
        `Redis unreachable (${error.message}): counters are kept per instance until it is back`,
      );
    });
    redis.on('ready', () => {
      if (down) this.logger.log('Redis is back: counters are shared again');
      down = false;
    });
    return redis;
  }
}
