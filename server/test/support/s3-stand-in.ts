import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../../src/config/app-config';
import { type S3Config } from '../../src/config/s3-config';

/** s3rver's fixed keys; it checks signatures made with them. */
const KEY = 'S3RVER';

/**
 * An S3-compatible server (s3rver) on a free port with one bucket, kept in a temp directory.
 * `stop()` takes it away (an outage) and `resume()` brings it back on the same port and data.
 */
export class S3StandIn {
  private server: S3rver | undefined;
  readonly client: S3Client;

  private constructor(
    readonly bucket: string,
    private readonly directory: string,
    readonly port: number,
    server: S3rver,
  ) {
    this.server = server;
    this.client = new S3Client({
      endpoint: this.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    });
  }

  static async start(bucket = 'brandcraft-thumbnails'): Promise<S3StandIn> {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-s3-'));
    const server = S3StandIn.server(directory, bucket, 0);
    const { port } = await server.run();
    return new S3StandIn(bucket, directory, port, server);
  }

  private static server(directory: string, bucket: string, port: number) {
    return new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
  }

  get endpoint() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The S3_* settings pointing at this stand-in, as an operator would set them. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      ...extra,
    };
  }

  /** The parsed settings for a TestApp override: `TestApp.start({ s3: standIn.config() })`. */
  config(extra: Record<string, string> = {}): S3Config {
    return loadConfig({ NODE_ENV: 'test', ...this.env(extra) }).s3!;
  }

  async keys(prefix = ''): Promise<string[]> {
    const listed = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  }

  /** The object's headers, or undefined when it is not there. */
  async head(key: string) {
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
  }

  async bytes(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async stop() {
    await this.server?.close();
    this.server = undefined;
  }

  async resume() {
    if (this.server) return;
    this.server = S3StandIn.server(this.directory, this.bucket, this.port);
    await this.server.run();
  }

  async close() {
    this.client.destroy();
    await this.stop();
    fs.rmSync(this.directory, { recursive: true, force: true });
  }
}
