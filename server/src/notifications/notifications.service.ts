import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  decodeTimeCursor,
  afterTimePosition,
  timeMicros,
  timePage,
  timeParams,
  pageSize,
} from '../common/pagination';
import { Checker } from '../common/validation';
import type { NotificationConnection } from './dto/notification-connection';
import { Notification } from './notification.entity';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
const CURSOR_KIND = 'notification';

type Row = {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  created_at: Date;
  read_at: Date | null;
  micros: string;
};

const COLUMNS = `id, kind, title, body, url, created_at, read_at,
  ${timeMicros('created_at')} AS micros`;

const toNotification = (row: Row, userId: string): Notification =>
  Object.assign(new Notification(), {
    id: row.id,
    userId,
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    createdAt: row.created_at,
    readAt: row.read_at,
  });

/** The bell: a user's own notifications (written by `Notices.sendAll`), read and marked read. */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Newest first, `first` at a time after the cursor: one query on (user_id, created_at DESC). */
  async list(
    userId: string,
    args: { first?: unknown; after?: unknown },
  ): Promise<NotificationConnection> {
    const check = new Checker();
    const first = pageSize(check, args.first, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
    check.done();
    const after = decodeTimeCursor(CURSOR_KIND, args.after);
    const rows = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM notifications
       WHERE user_id = $1 AND ${afterTimePosition('created_at', 'id', 2)}
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [userId, ...timeParams(after), first + 1],
    );
    const { page, pageInfo } = timePage(CURSOR_KIND, rows, first);
    return { nodes: page.map((row) => toNotification(row, userId)), pageInfo };
  }

  /** An exact count of the unread: the partial index holds only unread rows. */
  async unreadCount(userId: string): Promise<number> {
    const [{ count }] = await this.db.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    );
    return count;
  }

  /** Marks one of the user's notifications read (again: it keeps its first time); anyone else's is NOT_FOUND. */
  async markRead(userId: string, id: unknown): Promise<Notification> {
    if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND);
    const [rows] = await this.db.query<[Row[], number]>(
      `UPDATE notifications SET read_at = COALESCE(read_at, now())
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId],
    );
    if (!rows.length) throw notFound(NOTIFICATION_NOT_FOUND);
    return toNotification(rows[0], userId);
  }

  /** Marks every unread notification of the user read; answers how many. */
  async markAllRead(userId: string): Promise<number> {
    const [, count] = await this.db.query<[unknown[], number]>(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    );
    return count;
  }
}
