import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Client } from 'pg';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { DATABASE_TIMEOUTS } from '../../database/typeorm-options';

/**
 * Data changes (`catalog`, `user:<id>`, `all`) come from the triggers of the ChangeNotifications
 * migration; instances talk to each other on the same channel (`hello:`/`here:`/`bye:` to know
 * each other, `sync:`/`ack:` for writes).
 */
const CHANNEL = 'data_changed';
const RECONNECT_MS = [250, 1_000, 5_000];
/** How long a write waits for an instance that does not acknowledge before it stops counting on it. */
const ACK_TIMEOUT_MS = 1_000;

interface PendingSync {
  waitingFor: Set<string>;
  done: () => void;
}

/**
 * This process's view of which committed data changed, learnt from PostgreSQL LISTEN/NOTIFY, so
 * every instance on one database drops the same cached answers.
 *
 * Changes are numbered by a local clock. A cached answer records the clock when its reading began
 * and is good while nothing it depends on changed since: the catalog, and for a signed-in answer
 * that user's own rows. While the connection is down nothing can be known, so `live` is false.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeFeed.name);
  private readonly instance = randomUUID();
  private client?: Client;
  private closed = false;
  private clock = 1;
  private catalogChangedAt = 1;
  /** Users seen changing; when it grows large, it restarts from `usersForgottenAt`. */
  private userChangedAt = new Map<string, number>();
  private usersForgottenAt = 1;
  /** Other instances on this database, as far as we have heard. */
  private readonly peers = new Set<string>();
  private syncCount = 0;
  private readonly pending = new Map<string, PendingSync>();
  private outgoing: Promise<unknown> = Promise.resolve();
  private readonly invalidationListeners = new Set<(scope: string) => void>();
  live = false;

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  onModuleInit() {
    void this.connect(0);
  }

  async onApplicationShutdown() {
    this.closed = true;
    this.live = false;
    for (const { done } of this.pending.values()) done();
    this.notify(`bye:${this.instance}`);
    await this.outgoing;
    await this.client?.end().catch(() => undefined);
  }

  /** The clock to record when a reading begins. */
  now(): number {
    return this.clock;
  }

  /** Whether an answer whose reading began at `since` (for `userId`, if signed in) is still current. */
  isCurrent(since: number, userId?: string): boolean {
    if (!this.live || this.catalogChangedAt > since) return false;
    if (userId === undefined) return true;
    return (this.userChangedAt.get(userId) ?? this.usersForgottenAt) <= since;
  }

  /** Called with `catalog`, `user:<id>` or `all` after the clock moved for it. */
  onInvalidate(listener: (scope: string) => void) {
    this.invalidationListeners.add(listener);
  }

  /**
   * Resolves once every instance has seen every change committed before the call. PostgreSQL
   * delivers notifications in commit order, so an instance that acknowledges our marker has
   * applied everything before it; one that stays silent is dropped after ACK_TIMEOUT_MS.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!this.live || !client) return;
    const marker = `${this.instance}:${++this.syncCount}`;
    const waitingFor = new Set([this.instance, ...this.peers]);
    const acknowledged = new Promise<void>((done) => {
      this.pending.set(marker, { waitingFor, done });
      setTimeout(() => {
        if (!this.pending.delete(marker)) return;
        for (const silent of waitingFor) this.peers.delete(silent);
        done();
      }, ACK_TIMEOUT_MS).unref();
    });
    this.notify(`sync:${marker}`);
    await acknowledged;
  }

  /** One statement at a time on the listening connection, as pg expects. */
  private notify(payload: string) {
    const client = this.client;
    if (!client) return;
    this.outgoing = this.outgoing
      .then(() => client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]))
      .catch(() => undefined);
  }

  private received(payload: string) {
    const [kind, ...rest] = payload.split(':');
    if (kind === 'hello' || kind === 'here') {
      this.peer(rest[0]);
      if (kind === 'hello') this.notify(`here:${this.instance}`);
    } else if (kind === 'bye') {
      this.peers.delete(rest[0]);
    } else if (kind === 'sync') {
      this.notify(`ack:${rest.join(':')}:${this.instance}`);
    } else if (kind === 'ack') {
      const [origin, count, from] = rest;
      this.peer(from);
      const sync = this.pending.get(`${origin}:${count}`);
      sync?.waitingFor.delete(from);
      if (sync && !sync.waitingFor.size) {
        this.pending.delete(`${origin}:${count}`);
        sync.done();
      }
    } else {
      this.changed(kind === 'user' ? rest.join(':') : undefined, payload);
    }
  }

  private peer(id: string | undefined) {
    if (id && id !== this.instance) this.peers.add(id);
  }

  /** A user's own rows changed, or (no user) anything anyone may see. */
  private changed(userId: string | undefined, scope: string) {
    this.clock += 1;
    for (const listener of this.invalidationListeners) listener(scope);
    if (userId === undefined) {
      this.catalogChangedAt = this.clock;
      return;
    }
    if (this.userChangedAt.size >= 100_000) {
      // Bounds memory: every user is then treated as changed now.
      this.usersForgottenAt = this.clock;
      this.userChangedAt = new Map();
    }
    this.userChangedAt.set(userId, this.clock);
  }

  private async connect(attempt: number): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      keepAlive: true,
      application_name: 'brandcraft change feed',
    });
    client.on('notification', (message) => this.received(message.payload ?? 'all'));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      if (attempt === 0)
        this.logger.warn(`Change feed unavailable, answers are not cached: ${String(error)}`);
      setTimeout(() => void this.connect(attempt + 1), RECONNECT_MS[Math.min(attempt, 2)]).unref();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Whatever changed while we were not listening: everything cached before now is suspect.
    this.changed(undefined, 'all');
    this.notify(`hello:${this.instance}`);
    this.live = true;
    if (attempt > 0) this.logger.log('Change feed reconnected');
  }

  private lost(client: Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.live = false;
    for (const { done } of this.pending.values()) done();
    this.pending.clear();
    client.end().catch(() => undefined);
    if (!this.closed) {
      this.logger.warn('Change feed lost its connection; reconnecting');
      setTimeout(() => void this.connect(1), RECONNECT_MS[0]).unref();
    }
  }
}
