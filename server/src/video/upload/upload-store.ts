import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { ERRORS, Upload, type DataStore } from '@tus/server';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';

/** A local file holding an upload's bytes, for ffprobe and ffmpeg; `release` when done. */
export interface LocalUpload {
  file: string;
  release: () => Promise<void>;
}

/**
 * S3Store, whose `remove` leaves nothing of the upload in the bucket. Its own aborts the multipart
 * upload first and gives up, not found, when S3 knows none (NoSuchUpload: the upload was
 * completed, as every transcoded or refused one is) before deleting the object and its `.info`;
 * nor does it ever delete the `.part` holding an unfinished upload's tail.
 */
class UploadS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      // Still not found without an `.info`: no such upload.
      if (error !== ERRORS.FILE_NOT_FOUND || !(await this.getMetadata(id).catch(() => null)))
        throw error;
    }
    const keys = [id, this.infoKey(id), this.partKey(id, true)];
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    });
    await this.clearCache(id);
  }
}

/**
 * Where tus keeps uploads until they are transcoded: DATA_DIR/video-uploads, or S3_BUCKET under
 * `<S3_PREFIX>video-uploads/` (beside their `.info`) so any worker machine can read them. Methods
 * take the video's id (the upload id of the URL); `storeId` is the datastore's name for it.
 */
@Injectable()
export class UploadStore implements OnApplicationShutdown {
  readonly datastore: DataStore;
  private readonly directory: string | undefined;
  private readonly keyPrefix: string;

  constructor(@Inject(RUNTIME_CONFIG) config: RuntimeConfig) {
    if (config.s3) {
      const { bucket, region, endpoint, forcePathStyle, credentials } = config.s3;
      this.datastore = new UploadS3Store({
        s3ClientConfig: {
          ...{ bucket, region, endpoint, forcePathStyle, credentials },
          requestChecksumCalculation: 'WHEN_REQUIRED', // as S3VideoStorage
        },
      });
      this.keyPrefix = `${config.s3.prefix}video-uploads/`;
    } else {
      this.keyPrefix = '';
      this.directory = path.join(config.dataDir, 'video-uploads');
      this.datastore = new FileStore({ directory: this.directory });
    }
  }

  /** The datastore's id of a video's upload. */
  storeId(videoId: string): string {
    return this.keyPrefix + videoId;
  }

  /** The video id of a datastore id (its last segment). */
  videoIdOf(storeId: string): string {
    return storeId.slice(storeId.lastIndexOf('/') + 1);
  }

  /** The upload's bytes as a local file: the stored file itself, or a download of the object. */
  async localCopy(videoId: string): Promise<LocalUpload> {
    if (this.directory)
      return { file: path.join(this.directory, videoId), release: () => Promise.resolve() };
    const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'video-upload-'));
    const file = path.join(folder, 'source');
    const release = () => fs.promises.rm(folder, { recursive: true, force: true });
    try {
      const source = await (this.datastore as S3Store).read(this.storeId(videoId));
      await pipeline(source, fs.createWriteStream(file));
    } catch (error) {
      await release();
      throw error;
    }
    return { file, release };
  }

  /** Stores a local file as the finished upload of `videoId` (the seed's clips, say). */
  async importFile(videoId: string, file: string, metadata: Record<string, string>) {
    const { size } = await fs.promises.stat(file);
    const id = this.storeId(videoId);
    await this.datastore.create(new Upload({ id, size, offset: 0, metadata }));
    await this.datastore.write(fs.createReadStream(file), id, 0);
    return size;
  }

  /** Deletes the upload's bytes and its info; gone already is fine. */
  async remove(videoId: string): Promise<void> {
    await this.datastore.remove(this.storeId(videoId)).catch(() => undefined);
  }

  onApplicationShutdown() {
    // S3Store's client keeps sockets alive; it has no close of its own.
    if (this.datastore instanceof S3Store)
      (this.datastore as unknown as { client: { destroy(): void } }).client.destroy();
  }
}
