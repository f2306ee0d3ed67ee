import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, conflict } from '../common/errors/domain-error';
import { JobQueue } from '../common/jobs/job-queue';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';

/** How long a key is remembered: longer than a learner stays offline with a queued action. */
export const KEY_TTL_DAYS = 7;
const EXPIRE_JOB = 'idempotency-keys-expire';

/** What a client may send as a key: a UUID, or any 8 to 100 URL-safe characters. */
const KEY = /^[A-Za-z0-9._:-]{8,100}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The stored answer with its dates back as Dates (GraphQL's DateTime serializes only Dates). */
const revive = (json: unknown): unknown =>
  JSON.parse(JSON.stringify(json), (_key, value: unknown) =>
    typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
  );

/**
 * Exactly-once actions for clients that retry (the offline queue): `once` runs an action the
 * first time a user sends a key and answers every replay of the key with the first answer.
 */
@Injectable()
export class IdempotencyService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.jobs.scheduled) return;
    await this.jobs.queue(EXPIRE_JOB, {
      retryLimit: 2,
      retryDelaySeconds: 300,
      expireSeconds: 600,
    });
    await this.jobs.every(EXPIRE_JOB, '20 3 * * *');
    await this.jobs.work(EXPIRE_JOB, () => this.expire().then(() => undefined));
  }

  /** Refuses a malformed key with BAD_USER_INPUT. */
  static check(key: string): string {
    if (!KEY.test(key))
      throw badInput([
        {
          field: 'Idempotency-Key',
          message: 'Idempotency-Key must be 8 to 100 letters, digits or . _ : -',
          code: 'INVALID',
        },
      ]);
    return key;
  }

  /**
   * Runs `act` unless `userId` already sent `key`, in which case the first answer is returned.
   * The key's row is inserted in a transaction held while `act` runs, so a concurrent request
   * with the same key waits on the unique key and then reads the stored answer. If `act` throws
   * (a refused action: the course was refunded meanwhile), nothing is kept: the key may be tried
   * again and is refused again.
   */
  async once<T>(userId: string, key: string, operation: string, act: () => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND created_at < now() - make_interval(days => $3)`,
        [userId, key, KEY_TTL_DAYS],
      );
      const fresh = await tx.query<unknown[]>(
        `INSERT INTO idempotency_keys (user_id, key, operation) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, operation],
      );
      if (!fresh.length) {
        const [row] = await tx.query<{ operation: string; result: unknown }[]>(
          'SELECT operation, result FROM idempotency_keys WHERE user_id = $1 AND key = $2',
          [userId, key],
        );
        if (row.operation !== operation)
          throw conflict('This Idempotency-Key was already used for another action');
        return revive(row.result) as T;
      }
      const result = await act();
      await tx.query('UPDATE idempotency_keys SET result = $3 WHERE user_id = $1 AND key = $2', [
        userId,
        key,
        JSON.stringify(result ?? null),
      ]);
      return result;
    });
  }

  /** Forgets keys older than KEY_TTL_DAYS; how many. */
  async expire(): Promise<number> {
    const [, count] = await this.db.query<[unknown, number]>(
      `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)`,
      [KEY_TTL_DAYS],
    );
    return count;
  }
}
