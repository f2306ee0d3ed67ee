import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Today's date in UTC, `YYYY-MM-DD`: the day counters, marks and salts are kept by. */
export const utcDay = (at = new Date()) => at.toISOString().slice(0, 10);

/**
 * Cookieless visitor identities, as privacy-friendly analytics make them: a hash of a secret salt
 * that changes every UTC day with the address and User-Agent (or a signed-in user's id). The salt
 * is shared by every instance through the database and deleted once its day is over, after which
 * the day's hashes cannot be linked to anyone, nor across days.
 */
@Injectable()
export class VisitorIds {
  private current?: { day: string; salt: Promise<string> };

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async visitor(day: string, who: { userId?: string; address: string; userAgent: string }) {
    const salt = await this.saltOf(day);
    const identity = who.userId ? `user:${who.userId}` : `${who.address}\n${who.userAgent}`;
    return createHash('sha256').update(`${salt}\n${identity}`).digest('base64url');
  }

  private saltOf(day: string): Promise<string> {
    if (this.current?.day !== day) {
      const salt = this.loadSalt(day);
      this.current = { day, salt };
      salt.catch(() => (this.current = undefined));
    }
    return this.current.salt;
  }

  /** The day's salt, made by whichever instance asks first; a new day also purges the old ones. */
  private async loadSalt(day: string): Promise<string> {
    await this.db.query('DELETE FROM visitor_salts WHERE day < $1', [day]);
    await this.db.query('DELETE FROM course_visitor_marks WHERE day < $1', [day]);
    const [row] = await this.db.query<{ salt: string }[]>(
      `WITH made AS (
         INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt
       )
       SELECT salt FROM made UNION ALL SELECT salt FROM visitor_salts WHERE day = $1`,
      [day, randomBytes(32).toString('base64url')],
    );
    return row.salt;
  }
}
