import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { ResponseCache } from '../http-cache/response-cache';

/** Latency buckets in seconds; the lowest ones separate cache hits (tens of µs) from database reads. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type PaymentOutcome =
  | 'order_created'
  | 'completed'
  | 'failed'
  | 'free'
  | 'verification_refused'
  | 'webhook_refused'
  | 'refunded';

export interface RequestLabels {
  method: string;
  route: string;
  operation: string;
  status: string;
}

/** This app's Prometheus registry (its own, so several apps in one process keep apart). */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern, GraphQL operation and status',
    labelNames: ['method', 'route', 'operation', 'status'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer',
    labelNames: ['method', 'route', 'operation', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly payments = new Counter({
    name: 'payments_total',
    help: 'Purchase events by outcome',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  constructor(@InjectDataSource() db: DataSource, @Inject(ResponseCache) cache: ResponseCache) {
    collectDefaultMetrics({ register: this.registry });
    // TypeORM's Postgres driver keeps its pg.Pool as `master`.
    const pool = () =>
      db.isInitialized ? (db.driver as unknown as { master?: Pool }).master : undefined;
    const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const current = pool();
          this.set(current ? read(current) : 0);
        },
      });
    poolGauge('db_pool_connections_total', 'Connections open in the pg pool', (p) => p.totalCount);
    poolGauge('db_pool_connections_idle', 'Open connections not in use', (p) => p.idleCount);
    poolGauge(
      'db_pool_waiting_requests',
      'Queries waiting for a connection',
      (p) => p.waitingCount,
    );
    const cacheCounter = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    cacheCounter(
      'response_cache_hits_total',
      'Reads answered from the response cache',
      () => cache.stats.hits,
    );
    cacheCounter(
      'response_cache_misses_total',
      'Cacheable reads built afresh',
      () => cache.stats.misses,
    );
    cacheCounter(
      'response_cache_not_modified_total',
      'Cache hits answered 304 (the client copy was current)',
      () => cache.stats.notModified,
    );
  }

  request(labels: RequestLabels, seconds: number) {
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  payment(outcome: PaymentOutcome) {
    this.payments.inc({ outcome });
  }
}
