import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FileUpload } from 'graphql-upload-ts';
import { DomainError } from '../common/errors/domain-error';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { detectImageType } from './image-type';

const PUBLIC_PREFIX = '/uploads/thumbnails/';

export const thumbnailError = (message: string) =>
  new DomainError('BAD_USER_INPUT', message, [{ field: 'thumbnail', message, code: 'INVALID' }]);

/** Stores course thumbnails: images only (checked by content), size-limited, under generated names. */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  private get dir() {
    return path.join(this.config.uploadDir, 'thumbnails');
  }

  private tooLarge() {
    const mb = Math.round((this.config.maxUploadBytes / 1024 / 1024) * 10) / 10;
    return thumbnailError(`Thumbnail must be at most ${mb} MB`);
  }

  /** Reads a GraphQL multipart upload into memory, stopping as soon as it passes the size limit. */
  async readGraphQLUpload(upload: Promise<FileUpload>): Promise<Buffer> {
    let stream: Readable;
    try {
      stream = (await upload).createReadStream();
    } catch {
      throw thumbnailError('Thumbnail could not be read');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > this.config.maxUploadBytes) {
          stream.destroy();
          throw this.tooLarge();
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // graphql-upload ends the stream with an error once its own maxFileSize is exceeded.
      throw this.tooLarge();
    }
    return Buffer.concat(chunks);
  }

  /** Validates and writes a thumbnail; returns its public URL. */
  async storeThumbnail(bytes: Buffer | undefined): Promise<string> {
    if (!bytes || bytes.length === 0) throw thumbnailError('Thumbnail Not Selected');
    if (bytes.length > this.config.maxUploadBytes) throw this.tooLarge();
    const type = detectImageType(bytes);
    if (!type) throw thumbnailError('Thumbnail must be a PNG, JPEG, GIF or WebP image');
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.${type.extension}`;
    await fs.writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return PUBLIC_PREFIX + name;
  }

  /** Removes a stored thumbnail (after a failed save, or a deleted course). Other URLs are left alone. */
  async removeThumbnail(url: string): Promise<void> {
    if (!url.startsWith(PUBLIC_PREFIX)) return;
    const name = path.basename(url);
    await fs.rm(path.join(this.dir, name), { force: true }).catch((error: unknown) => {
      this.logger.warn(`Could not remove ${name}: ${String(error)}`);
    });
  }
}
