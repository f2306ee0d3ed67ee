import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { DATABASE_TIMEOUTS } from '../../common/database/timeouts';
import type { RelayedMessage } from './signal-messages';

/** What one instance tells every other about a room: a participant came, is here, left, or said something. */
export interface RoomEvent {
  /** The instance that published it; it has already delivered it to its own sockets. */
  origin: string;
  /** The room's key: `booking:<id>` or `occurrence:<id>`. */
  room: string;
  /** When the room closes (epoch ms). */
  closesAt: number;
  /** The user who sent it: it goes to the room's other participants. */
  from: string;
  /** The sending connection, so a late "left" of a replaced connection is told apart. */
  conn: string;
  /** Only to this connection (an addressed signal, or "present" to a newcomer). */
  to?: string;
  kind: 'joined' | 'present' | 'left' | 'signal';
  /** Who joined or is present: their name, and whether they host the room. */
  name?: string;
  host?: boolean;
  message?: RelayedMessage;
}

export class SignalTooLarge extends Error {}

const CHANNEL = 'session_room';
const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * Carries room events between the instances on one database: PostgreSQL LISTEN/NOTIFY by default,
 * Redis pub/sub when REDIS_URL is set. Delivery is best effort, like the network under a call: a
 * browser that misses a message renegotiates or reconnects.
 */
export abstract class SignalBus {
  private handler?: (event: RoomEvent) => void;

  onEvent(handler: (event: RoomEvent) => void) {
    this.handler = handler;
  }

  abstract publish(event: RoomEvent): Promise<void>;

  protected received(payload: string) {
    try {
      this.handler?.(JSON.parse(payload) as RoomEvent);
    } catch {
      // not ours, or cut short: nothing to deliver
    }
  }
}

/**
 * A NOTIFY payload holds under 8000 bytes: larger events (an SDP with many codecs) are deflated,
 * which brings a 16 KB offer to about 5 KB.
 */
const NOTIFY_MAX_BYTES = 7_900;

export class PostgresSignalBus extends SignalBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SignalBus');
  private client?: Client;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly db: DataSource,
  ) {
    super();
  }

  async onModuleInit() {
    await this.connect(0);
  }

  async onApplicationShutdown() {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
  }

  async publish(event: RoomEvent) {
    let payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES)
      payload = `z${deflateRawSync(payload).toString('base64')}`;
    if (payload.length > NOTIFY_MAX_BYTES) throw new SignalTooLarge();
    await this.db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  private async connect(attempt: number): Promise<void> {
    if (this.closed) return;
    const client = new Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      keepAlive: true,
      application_name: 'brandcraft session rooms',
    });
    client.on('notification', ({ payload }) => {
      if (!payload) return;
      this.received(
        payload.startsWith('z')
          ? inflateRawSync(Buffer.from(payload.slice(1), 'base64')).toString()
          : payload,
      );
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.closed) return;
      if (attempt === 0)
        this.logger.warn(`Room signals from other instances unavailable: ${String(error)}`);
      setTimeout(() => void this.connect(attempt + 1), RECONNECT_MS[Math.min(attempt, 2)]).unref();
      return;
    }
    if (this.closed) await client.end().catch(() => undefined);
    else this.client = client;
  }

  private lost(client: Client) {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn('Room signal listener lost its connection; reconnecting');
    setTimeout(() => void this.connect(1), RECONNECT_MS[0]).unref();
  }
}

export class RedisSignalBus extends SignalBus implements OnApplicationShutdown {
  private readonly logger = new Logger('SignalBus');
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(url: string) {
    super();
    this.pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.sub = new Redis(url);
    for (const redis of [this.pub, this.sub])
      redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.sub.on('message', (_channel: string, payload: string) => this.received(payload));
    void this.sub.subscribe(CHANNEL).catch((error: Error) => this.logger.warn(error.message));
  }

  async publish(event: RoomEvent) {
    await this.pub.publish(CHANNEL, JSON.stringify(event));
  }

  async onApplicationShutdown() {
    // QUIT on a connection that is down would wait for it to come back.
    const up = [this.pub, this.sub].filter((redis) => redis.status === 'ready');
    await Promise.all(up.map((redis) => redis.quit())).catch(() => undefined);
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
