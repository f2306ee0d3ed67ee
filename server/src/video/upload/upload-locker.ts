import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import type { DataSource } from 'typeorm';

export interface UploadLockTimings {
  /** How long a lease lasts unless renewed: a holder that dies frees the upload this late. */
  leaseMs: number;
  /** How often a holder renews its lease and looks for a request to let go. */
  renewMs: number;
  /** How long a request waits for the upload before tus answers ERR_LOCK_TIMEOUT. */
  acquireTimeoutMs: number;
}

export const UPLOAD_LOCK_TIMINGS: UploadLockTimings = {
  leaseMs: 10_000,
  renewMs: 1_000,
  acquireTimeoutMs: 30_000,
};

/**
 * tus's lock on an upload, for every instance on one database. tus ships only an in-memory locker,
 * so two instances behind a balancer could both append to one upload: a phone that reconnects
 * lands on another instance while the first still holds its half-open request, and S3 would get
 * parts in the wrong place. Here a request takes this instance's memory lock first (which asks a
 * local holder to let go at once, as tus does), then a lease row in `video_upload_locks`. A holder
 * elsewhere is asked through the row and lets go at its next renewal; a holder that died loses its
 * lease when it expires.
 */
export class UploadLocker implements Locker {
  private readonly local: MemoryLocker;

  constructor(
    private readonly db: DataSource,
    private readonly timings: UploadLockTimings = UPLOAD_LOCK_TIMINGS,
  ) {
    this.local = new MemoryLocker({ acquireLockTimeout: timings.acquireTimeoutMs });
  }

  newLock(id: string): Lock {
    return new UploadLease(id, this.local.newLock(id), this.db, this.timings);
  }
}

const RENEW_FAILED: [{ release_requested: boolean }[], number] = [
  [{ release_requested: false }],
  1,
];

class UploadLease implements Lock {
  private readonly holder = randomUUID();
  private renewing?: NodeJS.Timeout;
  private releaseAsked = false;

  constructor(
    private readonly id: string,
    private readonly local: Lock,
    private readonly db: DataSource,
    private readonly timings: UploadLockTimings,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timings.acquireTimeoutMs;
    await this.local.lock(stopSignal, requestRelease);
    try {
      while (!(await this.take())) {
        // tus answers with the status and text of its own error objects, so this one is thrown.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await this.db.query(
          `UPDATE video_upload_locks SET release_requested = true WHERE upload_id = $1`,
          [this.id],
        );
        await sleep(Math.min(this.timings.renewMs / 4, 250));
      }
    } catch (error) {
      await this.local.unlock();
      throw error;
    }
    this.renewing = setInterval(() => void this.renew(requestRelease), this.timings.renewMs);
    this.renewing.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewing);
    try {
      await this.db.query(`DELETE FROM video_upload_locks WHERE upload_id = $1 AND holder = $2`, [
        this.id,
        this.holder,
      ]);
    } finally {
      await this.local.unlock();
    }
  }

  /** Takes the lease when it is free or expired; true when this request holds it. */
  private async take(): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      `INSERT INTO video_upload_locks (upload_id, holder, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (upload_id) DO UPDATE
         SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at, release_requested = false
         WHERE video_upload_locks.expires_at < now()
       RETURNING holder`,
      [this.id, this.holder, this.timings.leaseMs / 1000],
    );
    return rows.length === 1;
  }

  /**
   * Extends the lease, and asks the request to let go (once) when another wants the upload. The
   * lease is kept until `unlock`, so nobody writes before this request has stopped; one lost
   * meanwhile (frozen past its expiry) is not renewed again.
   */
  private async renew(requestRelease: RequestRelease) {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = await this.db
      .query<[{ release_requested: boolean }[], number]>(
        `UPDATE video_upload_locks SET expires_at = now() + make_interval(secs => $3)
         WHERE upload_id = $1 AND holder = $2
         RETURNING release_requested`,
        [this.id, this.holder, this.timings.leaseMs / 1000],
      )
      .catch(() => RENEW_FAILED); // a database blip: try again next time
    if (rows.length === 0) clearInterval(this.renewing);
    if ((rows.length === 0 || rows[0].release_requested) && !this.releaseAsked) {
      this.releaseAsked = true;
      await requestRelease();
    }
  }
}
