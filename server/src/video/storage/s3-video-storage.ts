import * as fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { S3Config } from '../../config/s3-config';
import { assertSafeKey, VideoStorage } from './video-storage';

/** Videos in S3_BUCKET under S3_PREFIX; segments and posters load from S3_PUBLIC_URL. */
export class S3VideoStorage extends VideoStorage implements OnApplicationShutdown {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
      // Streamed files otherwise go aws-chunked with a trailing checksum, which S3-compatible
      // stores do not all understand.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.config.prefix + key;
  }

  async put(key: string, localFile: string, contentType: string): Promise<void> {
    const { size } = await fs.promises.stat(localFile);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: fs.createReadStream(localFile),
        ContentLength: size,
        ContentType: contentType,
        // A video's files never change: a new upload is a new video with a new id.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  stream(key: string): Readable {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) });
    // The request is asynchronous; the stream errors when it fails.
    return Readable.from(
      (async function* (client: S3Client) {
        const object = await client.send(command);
        yield* object.Body as Readable;
      })(this.client),
    );
  }

  publicUrl(key: string): string | null {
    return `${this.config.publicUrl}/${this.objectKey(key)}`;
  }

  async removePrefix(prefix: string): Promise<void> {
    const Prefix = this.objectKey(prefix);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix, ContinuationToken }),
      );
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length)
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys } }),
        );
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }

  onApplicationShutdown() {
    this.client.destroy();
  }
}
