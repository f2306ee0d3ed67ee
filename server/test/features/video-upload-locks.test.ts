import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS } from '@tus/server';
import { DataSource } from 'typeorm';
import { UploadLocker } from '../../src/video/upload/upload-locker';
import { TestApp } from '../support/test-app';

/**
 * The upload lock across instances: each UploadLocker here stands for one instance (its own memory
 * lock), and they share only the database, as instances behind a balancer do.
 */
describe('upload locks across instances', () => {
  const timings = { leaseMs: 1_000, renewMs: 100, acquireTimeoutMs: 3_000 };
  let app: TestApp;
  let db: DataSource;
  let n = 0;
  const uploadId = () => `video-uploads/lock-test-${++n}`;
  const instance = () => new UploadLocker(db, timings);
  const signal = () => new AbortController().signal;
  const leaseOf = async (id: string) =>
    (
      await db.query<{ holder: string; release_requested: boolean }[]>(
        'SELECT holder, release_requested FROM video_upload_locks WHERE upload_id = $1',
        [id],
      )
    )[0];

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
  }, 60_000);
  afterAll(() => app.close());

  it('asks the holder on another instance to let go, and the newcomer gets the upload', async () => {
    const id = uploadId();
    const events: string[] = [];
    const first = instance().newLock(id);
    await first.lock(signal(), async () => {
      events.push('first asked to let go');
      await first.unlock();
    });
    expect(await leaseOf(id)).toBeDefined();
    const second = instance().newLock(id);
    const started = Date.now();
    await second.lock(signal(), () => undefined);
    events.push('second holds it');
    expect(events).toEqual(['first asked to let go', 'second holds it']);
    expect(Date.now() - started).toBeLessThan(1_000); // a renewal or two, not the lease
    await second.unlock();
    expect(await leaseOf(id)).toBeUndefined();
  });

  it('gives a dead holder’s upload to the next request once its lease runs out, not before', async () => {
    const id = uploadId();
    await db.query(
      `INSERT INTO video_upload_locks (upload_id, holder, expires_at)
       VALUES ($1, gen_random_uuid(), now() + interval '800 milliseconds')`,
      [id],
    );
    const started = Date.now();
    const lock = instance().newLock(id);
    await lock.lock(signal(), () => undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    await lock.unlock();
  });

  it('times out with tus’s lock error when the holder does not let go', async () => {
    const id = uploadId();
    const stubborn = instance().newLock(id);
    await stubborn.lock(signal(), () => undefined);
    const started = Date.now();
    await expect(
      instance()
        .newLock(id)
        .lock(signal(), () => undefined),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(timings.acquireTimeoutMs - 100);
    // Still the stubborn holder's: renewed meanwhile, asked to let go.
    expect((await leaseOf(id)).release_requested).toBe(true);
    await stubborn.unlock();
  });

  it('never lets two instances hold one upload at once', async () => {
    const id = uploadId();
    let inside = 0;
    let most = 0;
    const turns: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const lock = instance().newLock(id);
        await lock.lock(signal(), () => undefined);
        most = Math.max(most, ++inside);
        await sleep(30);
        turns.push(i);
        inside--;
        await lock.unlock();
      }),
    );
    expect(most).toBe(1);
    expect(turns.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  }, 20_000);

  it('lets go when its lease was lost meanwhile (the holder was frozen past it)', async () => {
    const id = uploadId();
    let released = false;
    const lock = instance().newLock(id);
    await lock.lock(signal(), () => {
      released = true;
    });
    await db.query(
      `UPDATE video_upload_locks SET holder = gen_random_uuid() WHERE upload_id = $1`,
      [id],
    );
    await sleep(timings.renewMs * 3);
    expect(released).toBe(true);
    await lock.unlock();
    expect(await leaseOf(id)).toBeDefined(); // the other holder's lease is left alone
  });
});
