import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Client } from 'pg';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { DATABASE_TIMEOUTS } from '../database/timeouts';

/**
 * A name shown beside reviews changed (a rater renamed): only answers that show `reviewerName`
 * depend on it (cacheable-requests.ts), so it does not drop the rest of the cache.
 */
export const REVIEWERS_SCOPE = 'people:reviewers';

/** Whether a change may touch any answer (and memory of them is best freed at once). */
export const touchesEverything = (scope: string) =>
  !scope.startsWith('user:') && scope !== REVIEWERS_SCOPE;

/**
 * Data changes (`catalog`, `user:<id>`, `people:reviewers`, `all`) come from the triggers of the ChangeNotifications
 * migration, or ride on a write's marker; instances talk to each other on the same channel
 * (`hello:`/`here:`/`bye:` to know each other, `sync:`/`ack:` for writes, `beat:` to themselves).
 */
const CHANNEL = 'data_changed';
const RECONNECT_MS = [250, 1_000, 5_000];
/**
 * Answers come from memory only while this instance has heard, within this bound, a heartbeat it
 * sent: PostgreSQL delivers notifications in commit order, so it has then applied every change
 * committed before that heartbeat. A stuck listener (a frozen backend, a saturated link) turns
 * the cache off within this bound, and it comes back by itself once heartbeats flow again.
 */
export const FRESH_MS = 1_000;
const BEAT_MS = FRESH_MS / 4;
/**
 * How long a write waits for an instance that does not acknowledge. At least FRESH_MS: by then a
 * silent instance has stopped answering from memory, so the caller's next read is current there
 * too (it is either past the change or off its cache).
 */
const ACK_TIMEOUT_MS = FRESH_MS;
/** Scopes one marker may carry: a notification payload holds under 8,000 bytes. */
const MAX_SCOPES_PER_MARKER = 150;

/** Writes answered by one marker: concurrent writes share it, as commits share a WAL flush. */
interface Batch {
  scopes: Set<string>;
  waiters: (() => void)[];
}

interface PendingSync {
  waitingFor: Set<string>;
  done: (confirmed: boolean) => void;
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
  private reviewersChangedAt = 1;
  /** Users seen changing; when it grows large, it restarts from `usersForgottenAt`. */
  private userChangedAt = new Map<string, number>();
  private usersForgottenAt = 1;
  /** Other instances on this database, as far as we have heard. */
  private readonly peers = new Set<string>();
  private syncCount = 0;
  private readonly pending = new Map<string, PendingSync>();
  private readonly batches: Batch[] = [];
  private markerInFlight = false;
  private outgoing: Promise<unknown> = Promise.resolve();
  private readonly invalidationListeners = new Set<(scope: string) => void>();
  /** performance.now() when the newest heartbeat heard back was sent (or LISTEN began). */
  private currentAsOf = -Infinity;
  private beating?: NodeJS.Timeout;
  private reportedBehind = false;
  private beatQueued = false;

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  /**
   * Listens before the app serves: until then every write would wait out FRESH_MS, since no one
   * could acknowledge it. A first attempt that fails goes on retrying in the background.
   */
  async onModuleInit() {
    await this.connect(0);
  }

  /** Whether cached answers may be served: connected, and a heartbeat heard within FRESH_MS. */
  get live(): boolean {
    return (
      !this.closed && this.client !== undefined && performance.now() - this.currentAsOf <= FRESH_MS
    );
  }

  async onApplicationShutdown() {
    this.closed = true;
    clearInterval(this.beating);
    for (const { done } of this.pending.values()) done(false);
    void this.notify(`bye:${this.instance}`);
    await this.outgoing;
    await this.client?.end().catch(() => undefined);
  }

  /** The clock to record when a reading begins. */
  now(): number {
    return this.clock;
  }

  /**
   * Whether an answer whose reading began at `since` (for `userId`, if signed in; showing
   * reviewers' names, if `showsReviewers`) is still current.
   */
  isCurrent(since: number, userId?: string, showsReviewers = false): boolean {
    if (!this.live || this.catalogChangedAt > since) return false;
    if (showsReviewers && this.reviewersChangedAt > since) return false;
    if (userId === undefined) return true;
    return (this.userChangedAt.get(userId) ?? this.usersForgottenAt) <= since;
  }

  /** Called with `catalog`, `user:<id>`, `people:reviewers` or `all` after the clock moved for it. */
  onInvalidate(listener: (scope: string) => void) {
    this.invalidationListeners.add(listener);
  }

  /**
   * Resolves once every instance has seen every change committed before the call, and the
   * `scopes` announced with it (changes of tables without triggers, see announce()). Concurrent
   * calls share one marker; a marker is confirmed when every known instance acknowledged it.
   * When that cannot be known (no connection, an instance silent), it resolves only after
   * FRESH_MS, when any instance that missed the change has stopped answering from memory.
   */
  sync(scopes: readonly string[] = []): Promise<void> {
    return new Promise((resolve) => {
      let batch = this.batches[this.batches.length - 1];
      if (!batch || batch.scopes.size + scopes.length > MAX_SCOPES_PER_MARKER) {
        batch = { scopes: new Set(), waiters: [] };
        this.batches.push(batch);
      }
      for (const scope of scopes) batch.scopes.add(scope);
      batch.waiters.push(resolve);
      this.sendNextMarker();
    });
  }

  /**
   * Announces a committed change of a table whose triggers announce nothing (its writes are too
   * frequent to take PostgreSQL's notify lock): it rides on the next marker, which the write's
   * own sync (response-cache.middleware.ts) waits for.
   */
  announce(...scopes: string[]) {
    void this.sync(scopes);
  }

  /** One marker in flight at a time: the writes that arrive meanwhile wait for the next one. */
  private sendNextMarker() {
    if (this.markerInFlight) return;
    const batch = this.batches.shift();
    if (!batch) return;
    this.markerInFlight = true;
    void this.confirm(batch).then(() => {
      for (const resolve of batch.waiters) resolve();
      this.markerInFlight = false;
      this.sendNextMarker();
    });
  }

  private async confirm(batch: Batch): Promise<void> {
    const started = performance.now();
    if (this.client && !this.closed) {
      const marker = `${this.instance}:${++this.syncCount}`;
      const waitingFor = new Set([this.instance, ...this.peers]);
      const confirmed = new Promise<boolean>((done) => {
        this.pending.set(marker, { waitingFor, done });
        setTimeout(() => {
          if (!this.pending.delete(marker)) return;
          for (const silent of waitingFor) this.peers.delete(silent);
          done(false);
        }, ACK_TIMEOUT_MS).unref();
      });
      void this.notify(
        `sync:${marker}${batch.scopes.size ? `|${[...batch.scopes].join(',')}` : ''}`,
      );
      if (await confirmed) return;
    }
    // Alone (no other instance ever heard from) and cut off, there is no one to wait for.
    if (this.closed || (!this.client && this.peers.size === 0)) return;
    const wait = FRESH_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
  }

  /** One statement at a time on the listening connection, as pg expects. */
  private notify(payload: string): Promise<unknown> {
    const client = this.client;
    if (!client) return this.outgoing;
    return (this.outgoing = this.outgoing
      .then(() => client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]))
      .catch(() => undefined));
  }

  private received(payload: string) {
    const [head, scopes] = payload.split('|');
    const [kind, ...rest] = head.split(':');
    if (kind === 'beat') {
      if (rest[0] === this.instance) this.currentAsOf = Math.max(this.currentAsOf, Number(rest[1]));
    } else if (kind === 'hello' || kind === 'here') {
      this.peer(rest[0]);
      if (kind === 'hello') void this.notify(`here:${this.instance}`);
    } else if (kind === 'bye') {
      this.peers.delete(rest[0]);
    } else if (kind === 'sync') {
      for (const scope of scopes?.split(',') ?? []) this.changed(userOf(scope), scope);
      // Our own marker back is our own acknowledgement: no round trip for it.
      if (rest[0] === this.instance) this.acknowledged(rest.join(':'), this.instance);
      else void this.notify(`ack:${rest.join(':')}:${this.instance}`);
    } else if (kind === 'ack') {
      const [origin, count, from] = rest;
      this.peer(from);
      this.acknowledged(`${origin}:${count}`, from);
    } else {
      this.changed(userOf(payload), payload);
    }
  }

  private acknowledged(marker: string, by: string) {
    const sync = this.pending.get(marker);
    sync?.waitingFor.delete(by);
    if (sync && !sync.waitingFor.size) {
      this.pending.delete(marker);
      sync.done(true);
    }
  }

  /** Sends a heartbeat to itself; says once when the feed falls behind, and when it is back. */
  private beat() {
    if (!this.client) return;
    // One heartbeat queued at a time: a frozen connection must not pile them up.
    if (!this.beatQueued) {
      this.beatQueued = true;
      void this.notify(`beat:${this.instance}:${performance.now()}`).then(() => {
        this.beatQueued = false;
      });
    }
    const behind = !this.live;
    if (behind === this.reportedBehind) return;
    this.reportedBehind = behind;
    if (behind)
      this.logger.warn(
        `Change feed silent for over ${FRESH_MS} ms: answering from the database until it catches up`,
      );
    else this.logger.log('Change feed caught up: answering cached reads from memory again');
  }

  private peer(id: string | undefined) {
    if (id && id !== this.instance) this.peers.add(id);
  }

  /** A user's own rows changed, reviewers' names, or (else) anything anyone may see. */
  private changed(userId: string | undefined, scope: string) {
    this.clock += 1;
    for (const listener of this.invalidationListeners) listener(scope);
    if (scope === REVIEWERS_SCOPE) {
      this.reviewersChangedAt = this.clock;
      return;
    }
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
    let listening: number;
    try {
      await client.connect();
      listening = performance.now();
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
    this.currentAsOf = listening;
    this.reportedBehind = false;
    void this.notify(`hello:${this.instance}`);
    clearInterval(this.beating);
    this.beating = setInterval(() => this.beat(), BEAT_MS).unref();
    if (attempt > 0) this.logger.log('Change feed reconnected');
  }

  private lost(client: Client) {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.beating);
    for (const { done } of this.pending.values()) done(false);
    this.pending.clear();
    client.end().catch(() => undefined);
    if (!this.closed) {
      this.logger.warn('Change feed lost its connection; reconnecting');
      setTimeout(() => void this.connect(1), RECONNECT_MS[0]).unref();
    }
  }
}

/** `user:<id>` names one user's own rows; anything else is shared (the catalog, reviewers, `all`). */
function userOf(scope: string): string | undefined {
  return scope.startsWith('user:') ? scope.slice('user:'.length) : undefined;
}
