import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';

/**
 * pg-boss's pool. Each worker holds a connection while it fetches, and pg-pool never settles an
 * acquisition still queued when the pool ends: a worker waiting for a connection at shutdown would
 * never stop (its polling loop outlived the app). So every worker gets a connection, with two to
 * spare for maintenance and the producers; `work` refuses more workers than that, at boot. With
 * every optional worker on (SMTP_URL, VAPID keys, scheduled jobs, in-process transcoding) there
 * are 19; production-boot.test.ts boots that way, so a new queue that overflows fails there.
 */
const POOL_CONNECTIONS = 24;
const SPARE_CONNECTIONS = 2;

/** See JobQueue.work. */
export const FETCH_NEXT_AT_ONCE = Symbol('fetch next at once');

export interface QueueOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer (its instance died, say) is failed and retried. */
  expireSeconds: number;
  /**
   * A queue (made first) that gets a copy of each job that failed for good, its retries spent,
   * including by expiry: the one way to learn that a job whose last worker died has ended.
   */
  deadLetter?: string;
}

/**
 * Background jobs on PostgreSQL (pg-boss, in its own schema `pgboss`). A job is inserted in the
 * caller's transaction, so it exists exactly when what caused it committed; any instance's worker
 * runs it, retrying with backoff, across restarts. pg-boss finds work by polling, not by
 * LISTEN/NOTIFY, so enqueuing takes no instance-wide notify lock at commit (see "Writes" in
 * docs/performance.md).
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private started: Promise<void> | undefined;
  private workers = 0;

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: 'pgboss',
      application_name: 'brandcraft jobs',
      max: POOL_CONNECTIONS,
      schedule: config.jobs.scheduled,
      maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
    });
    this.boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
  }

  /** Queues are made one at a time: see `queue`. */
  private making: Promise<unknown> = Promise.resolve();

  /**
   * Starts pg-boss once (creating or migrating its schema), then makes sure `name` exists. Modules
   * call this together at boot; pg-boss's createQueue, run concurrently, sometimes lost one ("Queue
   * ... not found" at boot), so the calls take turns.
   */
  async queue(name: string, options: QueueOptions): Promise<void> {
    const made = this.making.then(() => this.makeQueue(name, options));
    this.making = made.catch(() => undefined);
    await made;
  }

  private async makeQueue(name: string, options: QueueOptions): Promise<void> {
    this.started ??= this.boss.start().then(() => undefined);
    await this.started;
    const queue = {
      name,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: options.expireSeconds,
      // pg-boss refuses an undefined one.
      ...(options.deadLetter ? { deadLetter: options.deadLetter } : {}),
    };
    // Instances booting together may race to create it: whoever loses updates the same settings.
    if (!(await this.boss.getQueue(name)))
      await this.boss.createQueue(name, queue).catch(() => undefined);
    await this.boss.updateQueue(name, queue);
  }

  /** Also runs `name` on the cron schedule `cron` (UTC): pg-boss sends one job per tick, whichever instance. */
  async every(name: string, cron: string): Promise<void> {
    await this.started;
    await this.boss.schedule(name, cron);
  }

  /** pg-boss's statements, run on the caller's transaction. */
  private inTransaction(tx: EntityManager) {
    return {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: await tx.query<unknown[]>(text, values),
      }),
    };
  }

  /**
   * Adds jobs of `name` inside `tx`, in one statement: they run only if, and once, `tx` commits.
   * `expireInSeconds` replaces the queue's expiry for these jobs; with `startAfter` they run no
   * sooner than then (a reminder, say).
   */
  async sendAll(
    tx: EntityManager,
    name: string,
    data: object[],
    options: { expireInSeconds?: number; startAfter?: Date } = {},
  ): Promise<void> {
    await this.started;
    await this.boss.insert(
      data.map((d) => ({ name, data: d, ...options })),
      { db: this.inTransaction(tx) },
    );
  }

  /** Like `sendAll`, each job with its own start (reminders of many meetings, say), in one statement. */
  async sendEach(
    tx: EntityManager,
    name: string,
    jobs: { data: object; startAfter: Date }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.started;
    await this.boss.insert(
      jobs.map(({ data, startAfter }) => ({ name, data, startAfter })),
      { db: this.inTransaction(tx) },
    );
  }

  /**
   * Adds one job of `name` (on pg-boss's own connection, no transaction) that starts
   * `startAfterSeconds` from now, with its own retry budget instead of the queue's.
   */
  async sendLater(
    name: string,
    data: object,
    options: {
      startAfterSeconds: number;
      retryLimit: number;
      retryDelaySeconds: number;
      /** Jobs of higher priority are fetched first (0 by default). */
      priority: number;
    },
  ): Promise<void> {
    await this.started;
    await this.boss.insert([
      {
        name,
        data,
        startAfter: `${options.startAfterSeconds} seconds`,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        priority: options.priority,
      },
    ]);
  }

  /**
   * Runs `handler` for each job of `name`, `workers` at a time per instance (one by default); a
   * throw retries the job. A handler that returns FETCH_NEXT_AT_ONCE (it only put its job back for
   * later, say) has its worker fetch the next job at once rather than after the polling interval.
   */
  async work<T extends object>(
    name: string,
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void | typeof FETCH_NEXT_AT_ONCE>,
    workers = 1,
  ): Promise<void> {
    await this.started;
    this.workers += workers;
    if (this.workers > POOL_CONNECTIONS - SPARE_CONNECTIONS)
      throw new Error(`${this.workers} job workers need a larger pg-boss pool (POOL_CONNECTIONS)`);
    // pg-boss 10 has no per-worker concurrency: each worker fetches and runs one job at a time.
    for (let i = 0; i < workers; i++) {
      const id: string = await this.boss.work<T>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.config.jobs.pollingSeconds,
        },
        async ([job]) => {
          // pg-boss skips a worker's wait between fetches when it was notified during the job.
          if ((await handler(job)) === FETCH_NEXT_AT_ONCE) this.boss.notifyWorker(id);
        },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Running jobs get a few seconds; one cut short is retried after it expires.
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true });
  }
}
