import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, VideoStorage } from './video-storage';

/** Videos in a folder of the local disk (DATA_DIR): `videos/<id>/...` under `root`. */
export class LocalVideoStorage extends VideoStorage {
  constructor(private readonly root: string) {
    super();
  }

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, localFile: string): Promise<void> {
    const target = this.file(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${target}.partial`;
    await fs.promises.copyFile(localFile, partial);
    await fs.promises.rename(partial, target);
  }

  read(key: string): Promise<Buffer> {
    return fs.promises.readFile(this.file(key));
  }

  stream(key: string): Readable {
    return fs.createReadStream(this.file(key));
  }

  publicUrl(): string | null {
    return null;
  }

  async removePrefix(prefix: string): Promise<void> {
    await fs.promises.rm(this.file(prefix), { recursive: true, force: true });
  }
}
