import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error';
import type { S3Config } from '../config/s3-config';
import { ThumbnailStore } from './thumbnail-store';

/** What an upload answers while the bucket cannot be written: 503 / SERVICE_UNAVAILABLE. */
export const storageUnavailable = () =>
  new DomainError(
    'SERVICE_UNAVAILABLE',
    'Images cannot be stored right now. Please try again in a moment.',
    [],
    5,
  );

/** Objects in an S3 (or S3-compatible) bucket, loaded by browsers straight from S3_PUBLIC_URL. */
export class S3ThumbnailStore extends ThumbnailStore implements OnApplicationShutdown {
  private readonly logger = new Logger('ThumbnailStore');
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // An unreachable store fails the upload in seconds rather than hanging the request.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  publicUrl(name: string): string {
    return `${this.config.publicUrl}/${this.config.prefix}${name}`;
  }

  protected async write(name: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.config.prefix + name,
          Body: bytes,
          ContentType: contentType,
          // A name's bytes never change: uploads get fresh names, seed pictures are fixed.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    } catch (error) {
      this.logger.error(
        `Could not store ${name} in bucket ${this.config.bucket}: ${String(error)}`,
      );
      throw storageUnavailable();
    }
  }

  onApplicationShutdown() {
    this.client.destroy(); // its keep-alive sockets
  }

  protected async delete(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.config.prefix + name }),
    );
  }
}
