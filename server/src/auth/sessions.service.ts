import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { hydrated, selectedColumns } from '../common/database/plain-rows';
import { networkBlock } from '../common/rate-limits/address-key';
import { User } from '../users/user.entity';
import { deviceLabel } from './device-label';
import type { DeviceSession } from './dto/device-session';
import { Session } from './session.entity';

/** last_seen_at is written at most this often per session, never on every request. */
export const SESSION_SEEN_GRANULARITY_MS = 5 * 60_000;

/** Where a sign-in comes from, read off its request. */
export interface SignInDevice {
  userAgent: string;
  network: string;
}

export const signInDevice = (req: Request): SignInDevice => ({
  userAgent: (req.headers['user-agent'] ?? '').slice(0, 512),
  network: networkBlock(req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64),
});

/** Account deletion: the devices and networks it was seen from go (its sessions ended with it). */
export async function forgetSessions(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(Session).delete({ userId });
}

/**
 * The account's live sessions, most recently seen first, as the person sees them: the device
 * named, the network block, the times (never anything of the token). Listed and exported alike.
 */
export async function signedInDevices(
  db: EntityManager,
  userId: string,
): Promise<Omit<DeviceSession, 'current'>[]> {
  const rows = await db
    .getRepository(Session)
    .createQueryBuilder('s')
    .innerJoin(User, 'u', 'u.id = s.user_id')
    .where('s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > now()', { userId })
    .andWhere('s.token_version = u.token_version')
    .orderBy('s.last_seen_at', 'DESC')
    .addOrderBy('s.id')
    .getMany();
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    network: row.network,
    signedInAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
  }));
}

/**
 * A session's row as the token check reads it, joined to its user's. Every request signed in with
 * a session runs this, so it is plain SQL built once from the User entity (plain-rows.ts).
 */
function signedInStatement(db: DataSource): string {
  return `SELECT ${selectedColumns(db.getMetadata(User), 'u')},
      s."id" AS "session_id", s."last_seen_at" AS "session_seen"
    FROM "users" u
    LEFT JOIN "user_sessions" s ON s."id" = $2 AND s."user_id" = u."id" AND s."revoked_at" IS NULL
    WHERE u."id" = $1`;
}

interface SeenSession {
  session_id: string | null;
  session_seen: Date | null;
}

/**
 * Signed-in devices (docs/accounts-and-mail.md, "Sessions"). A session is live while it is not
 * revoked, not expired and of the account's current token version.
 */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');
  private signedInSql: string | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new session id, for the token about to be issued. */
  newId(): string {
    return randomUUID();
  }

  /** Records the session of a token just issued, and forgets the account's dead ones. */
  async open(id: string, user: User, device: SignInDevice, expiresAt: Date): Promise<void> {
    await this.db.query(
      `WITH dead AS (
         DELETE FROM user_sessions s USING users u
          WHERE s.user_id = $2 AND u.id = s.user_id
            AND (s.expires_at < now() OR s.revoked_at IS NOT NULL OR s.token_version <> u.token_version))
       INSERT INTO user_sessions (id, user_id, token_version, user_agent, network, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, user.id, user.tokenVersion, device.userAgent, device.network, expiresAt],
    );
  }

  /**
   * The user a token with session `sid` signs in, read with its session in one query; false when
   * the session is unknown, revoked or another user's. Notes the use, off the request's path.
   */
  async signedIn(userId: string, sid: string, req: Request): Promise<User | false> {
    if (!isUuid(userId) || !isUuid(sid)) return false;
    this.signedInSql ??= signedInStatement(this.db);
    const [row] = await this.db.query<(Record<string, unknown> & SeenSession)[]>(
      this.signedInSql,
      [userId, sid],
    );
    if (!row?.session_id) return false;
    const seen = row.session_seen;
    if (!seen || Date.now() - seen.getTime() >= SESSION_SEEN_GRANULARITY_MS)
      this.noteUse(sid, signInDevice(req).network);
    return hydrated<User>(this.db, this.db.getMetadata(User), row);
  }

  /** One conditional UPDATE per session every few minutes at most; not awaited, and a failure costs nothing. */
  private noteUse(sid: string, network: string): void {
    this.db
      .getRepository(Session)
      .createQueryBuilder()
      .update()
      .set({ lastSeenAt: () => 'now()', network })
      .where('id = :sid', { sid })
      .andWhere('last_seen_at < now() - make_interval(secs => :secs)', {
        secs: SESSION_SEEN_GRANULARITY_MS / 1000,
      })
      .execute()
      .catch((error: Error) => this.logger.warn(`last_seen_at not recorded: ${error.message}`));
  }

  /** The account's live sessions, most recently seen first; `currentId` marks the caller's. */
  async list(user: User, currentId: string | undefined): Promise<DeviceSession[]> {
    const devices = await signedInDevices(this.db.manager, user.id);
    return devices.map((device) => ({ ...device, current: device.id === currentId }));
  }

  /** Signs one of the account's devices out: its tokens are refused from now on. */
  async revoke(user: User, id: string): Promise<boolean> {
    if (!(await this.end(user, id))) throw notFound('Session not found');
    return true;
  }

  /** Ends one of the account's live sessions; false when it is not one (or has already ended). */
  async end(user: User, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .getRepository(Session)
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()' })
      .where('id = :id AND user_id = :userId AND revoked_at IS NULL', { id, userId: user.id })
      .execute();
    return Boolean(result.affected);
  }
}
