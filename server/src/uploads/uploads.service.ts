import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FileUpload } from 'graphql-upload-ts';
import { DomainError } from '../common/errors/domain-error';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { detectImageType } from './image-type';
import { ThumbnailStore } from './thumbnail-store';

const FOLDER = 'thumbnails';

export const thumbnailError = (message: string) =>
  new DomainError('BAD_USER_INPUT', message, [{ field: 'thumbnail', message, code: 'INVALID' }]);

const isPayloadTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413;

/** Stores course thumbnails: images only (checked by content), size-limited, under generated names. */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(ThumbnailStore) private readonly store: ThumbnailStore,
  ) {}

  private tooLarge() {
    const mb = Math.round((this.config.maxUploadBytes / 1024 / 1024) * 10) / 10;
    return thumbnailError(`Thumbnail must be at most ${mb} MB`);
  }

  /** Reads a GraphQL multipart upload into memory, stopping as soon as it passes the size limit. */
  async readGraphQLUpload(upload: Promise<FileUpload>): Promise<Buffer> {
    let stream: Readable;
    try {
      stream = (await upload).createReadStream();
    } catch (error) {
      // graphql-upload refuses to open a file that already passed its maxFileSize (HTTP 413):
      // the request body can be read that far before the resolver runs.
      if (isPayloadTooLarge(error)) throw this.tooLarge();
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
    return this.store.put(`${FOLDER}/${randomUUID()}.${type.extension}`, bytes, type.mimeType);
  }

  /** Removes an uploaded thumbnail (after a failed save, or a deleted course). Other URLs are left alone. */
  async removeThumbnail(url: string): Promise<void> {
    await this.store.remove(url, FOLDER).catch((error: unknown) => {
      this.logger.warn(`Could not remove ${url}: ${String(error)}`);
    });
  }
}
