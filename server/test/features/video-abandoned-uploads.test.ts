import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { HostedVideo } from '../../src/video/hosted-video.entity';
import { AbandonedUploads } from '../../src/video/upload/abandoned-uploads';
import { educator } from '../support/catalog-fixtures';
import { TestApp } from '../support/test-app';
import {
  closeAfterTus,
  createUpload,
  listening,
  patchUpload,
  uploadOffset,
  videoSettings,
} from '../support/video-uploads';

describe('abandoned uploads', () => {
  const settings = videoSettings({ transcodeInProcess: false });
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start(settings);
  }, 60_000);
  afterAll(async () => {
    await closeAfterTus(app);
    fs.rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('drops an upload left unfinished for a week, bytes and row, and keeps a recent one', async () => {
    const base = await listening(app);
    const owner = await educator(app);
    const start = async () => {
      const created = await createUpload(base, owner.token, 1000, { filename: 'half.mp4' });
      expect(created.status).toBe(201);
      const url = created.headers.location!;
      expect((await patchUpload(url, owner.token, 0, Buffer.alloc(400, 1))).status).toBe(204);
      return { url, id: url.slice(url.lastIndexOf('/') + 1) };
    };
    const old = await start();
    const recent = await start();
    const db = app.app.get(DataSource);
    await db.query(
      `UPDATE hosted_videos SET created_at = now() - interval '8 days' WHERE id = $1`,
      [old.id],
    );
    const bytes = (id: string) => path.join(settings.dataDir, 'video-uploads', id);
    expect(fs.existsSync(bytes(old.id))).toBe(true);

    expect(await app.app.get(AbandonedUploads).sweep()).toBe(1);

    expect(await db.getRepository(HostedVideo).existsBy({ id: old.id })).toBe(false);
    expect(fs.existsSync(bytes(old.id))).toBe(false);
    // A client coming back finds nothing to resume, and starts again.
    await expect(uploadOffset(old.url, owner.token)).rejects.toThrow(/404/);
    expect(await uploadOffset(recent.url, owner.token)).toBe(400);
    expect(await app.app.get(AbandonedUploads).sweep()).toBe(0);
  }, 60_000);

  it('drops upload leases left behind for a day by an instance that died mid-request', async () => {
    const db = app.app.get(DataSource);
    const lease = (id: string, expires: string) =>
      db.query(
        `INSERT INTO video_upload_locks (upload_id, holder, expires_at)
         VALUES ($1, gen_random_uuid(), now() + $2::interval)`,
        [id, expires],
      );
    await lease('video-uploads/left-behind', '-2 days');
    await lease('video-uploads/in-progress', '10 seconds');
    await app.app.get(AbandonedUploads).sweep();
    const left = await db.query<{ upload_id: string }[]>(
      'SELECT upload_id FROM video_upload_locks ORDER BY upload_id',
    );
    expect(left.map((row) => row.upload_id)).toEqual(['video-uploads/in-progress']);
  });
});
