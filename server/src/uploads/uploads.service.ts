import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FileUpload } from 'graphql-upload-ts';
import { DomainError } from '../common/errors/domain-error';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { ImageSource } from './dto/image-source.types';
import { imageError, thumbnailError } from './thumbnail-error';
import {
  avatarImage,
  LISTED_WIDTH,
  thumbnailRenditions,
  type ImageKind,
} from './thumbnail-renditions';
import { ThumbnailStore } from './thumbnail-store';
import { tooLargeMessage } from '../../../shared/image-upload';

const FOLDER = 'thumbnails';
const AVATARS = 'avatars';

/** A stored thumbnail as a course keeps it: one fallback URL (the REST contract's) and every rendition. */
export interface StoredThumbnail {
  courseThumbnail: string;
  thumbnailSources: ImageSource[];
}

const isPayloadTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413;

/**
 * Stores course thumbnails: size-limited, decoded (images only, pixel-limited) and re-encoded in a
 * few widths and formats (thumbnail-renditions.ts), under generated names.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(ThumbnailStore) private readonly store: ThumbnailStore,
  ) {}

  private tooLarge(kind: ImageKind = { field: 'thumbnail', label: 'Thumbnail' }) {
    return imageError(kind.field, tooLargeMessage(kind.label, this.config.maxUploadBytes));
  }

  /** Reads a GraphQL multipart upload into memory, stopping as soon as it passes the size limit. */
  async readGraphQLUpload(
    upload: Promise<FileUpload>,
    kind: ImageKind = { field: 'thumbnail', label: 'Thumbnail' },
  ): Promise<Buffer> {
    let stream: Readable;
    try {
      stream = (await upload).createReadStream();
    } catch (error) {
      // graphql-upload refuses to open a file that already passed its maxFileSize (HTTP 413):
      // the request body can be read that far before the resolver runs.
      if (isPayloadTooLarge(error)) throw this.tooLarge(kind);
      throw imageError(kind.field, `${kind.label} could not be read`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > this.config.maxUploadBytes) {
          stream.destroy();
          throw this.tooLarge(kind);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // graphql-upload ends the stream with an error once its own maxFileSize is exceeded.
      throw this.tooLarge(kind);
    }
    return Buffer.concat(chunks);
  }

  /** Decodes and re-encodes a thumbnail and writes every rendition; nothing is left behind on failure. */
  async storeThumbnail(bytes: Buffer | undefined): Promise<StoredThumbnail> {
    if (!bytes || bytes.length === 0) throw thumbnailError('Thumbnail Not Selected');
    if (bytes.length > this.config.maxUploadBytes) throw this.tooLarge();
    const renditions = await thumbnailRenditions(bytes);
    const id = randomUUID();
    const written = await Promise.allSettled(
      renditions.map((r) =>
        this.store.put(`${FOLDER}/${id}-${r.width}.${r.extension}`, r.bytes, r.mimeType),
      ),
    );
    const failure = written.find((w) => w.status === 'rejected');
    if (failure) {
      await this.removeUrls(written.flatMap((w) => (w.status === 'fulfilled' ? [w.value] : [])));
      throw failure.reason;
    }
    const thumbnailSources = renditions.map((r, i) => ({
      url: (written[i] as PromiseFulfilledResult<string>).value,
      width: r.width,
      type: r.mimeType,
    }));
    const fallback = thumbnailSources
      .filter((s) => s.type !== 'image/webp' && s.width <= LISTED_WIDTH)
      .reduce((best, s) => (s.width > best.width ? s : best));
    return { courseThumbnail: fallback.url, thumbnailSources };
  }

  /** Stores an uploaded avatar (checked and re-encoded) and returns its URL. */
  async storeAvatar(bytes: Buffer): Promise<string> {
    const kind: ImageKind = { field: 'avatar', label: 'Avatar' };
    if (bytes.length === 0) throw imageError('avatar', 'Avatar Not Selected');
    if (bytes.length > this.config.maxUploadBytes) throw this.tooLarge(kind);
    const webp = await avatarImage(bytes);
    return this.store.put(`${AVATARS}/${randomUUID()}.webp`, webp, 'image/webp');
  }

  /** Removes an avatar this server stored; a generated, data: or outside URL is left alone. */
  async removeAvatar(url: string): Promise<void> {
    await this.store.remove(url, AVATARS);
  }

  /** Removes a course's uploaded thumbnail files (after a failed save, or a deleted course); other URLs are left alone. */
  async removeThumbnail({ courseThumbnail, thumbnailSources }: StoredThumbnail): Promise<void> {
    await this.removeUrls([courseThumbnail, ...thumbnailSources.map((s) => s.url)]);
  }

  private async removeUrls(urls: string[]): Promise<void> {
    await Promise.all(
      [...new Set(urls)].map((url) =>
        this.store.remove(url, FOLDER).catch((error: unknown) => {
          this.logger.warn(`Could not remove ${url}: ${String(error)}`);
        }),
      ),
    );
  }
}
