import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { ThumbnailStore } from './thumbnail-store';

/** Files under UPLOAD_DIR, served at /uploads by serveUploads (static-files.ts). */
export class LocalThumbnailStore extends ThumbnailStore {
  constructor(private readonly dir: string) {
    super();
  }

  publicUrl(name: string): string {
    return `/uploads/${name}`;
  }

  protected async write(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  protected async delete(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, name), { force: true });
  }
}
