import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

const NO_SUCH_UPLOAD =
  'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

/** `<Name>value</Name>` for each entry, the values escaped. */
const xmlFields = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([name, value]) => `<${name}>${xmlText(value)}</${name}>`)
    .join('');

/**
 * s3rver with the two multipart calls it lacks and @tus/s3-store makes: ListParts (GET
 * `/<bucket>/<key>?uploadId=`, where a resumed upload goes on from) and AbortMultipartUpload
 * (DELETE, when an upload is removed). Both are answered as S3 does from what s3rver keeps of a
 * multipart upload on disk: `<directory>/<bucket>/._S3rver_uploads/<uploadId>/`, holding `key`,
 * each part as `<partNumber>` and, once the part is whole, `<partNumber>.md5`; completing the
 * upload removes the folder, so a completed or aborted upload is NoSuchUpload. Every other
 * request is s3rver's. These two are not signature-checked.
 */
class MultipartS3rver extends S3rver {
  constructor(
    private readonly root: string,
    options: Omit<ConstructorParameters<typeof S3rver>[0], 'directory'>,
  ) {
    super({ ...options, directory: root });
  }

  override callback() {
    const s3rver = super.callback();
    return (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://s3');
      const uploadId = url.searchParams.get('uploadId');
      const [, bucket, ...key] = url.pathname.split('/');
      if (uploadId === null || !key.length || (req.method !== 'GET' && req.method !== 'DELETE'))
        return s3rver(req, res);
      const answer = async () => {
        const object = { bucket, key: key.map(decodeURIComponent).join('/'), uploadId };
        return req.method === 'GET'
          ? this.listParts(object, url.searchParams)
          : this.abortUpload(object);
      };
      return answer()
        .catch((error: Error) => ({
          status: 500,
          body: this.error('InternalError', error.message),
        }))
        .then(({ status, body }) => {
          res.writeHead(status, body ? { 'Content-Type': 'application/xml' } : {});
          res.end(body);
        });
    };
  }

  /** The upload's folder, or undefined when there is no such upload of that key. */
  private async uploadFolder({ bucket, key, uploadId }: MultipartObject) {
    if (!/^[0-9a-f]+$/i.test(uploadId) || !/^[a-z0-9.-]+$/.test(bucket)) return undefined;
    const folder = path.join(this.root, bucket, '._S3rver_uploads', uploadId);
    const stored = await fs.promises.readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
    return stored === key ? folder : undefined;
  }

  private async listParts(object: MultipartObject, query: URLSearchParams) {
    const folder = await this.uploadFolder(object);
    if (!folder) return this.noSuchUpload(object);
    const names = await fs.promises.readdir(folder);
    const marker = Number(query.get('part-number-marker') ?? 0);
    const maxParts = Math.min(Number(query.get('max-parts') ?? 1000), 1000);
    const numbers = names
      .filter((name) => /^\d+$/.test(name) && names.includes(`${name}.md5`))
      .map(Number)
      .filter((n) => n > marker)
      .sort((a, b) => a - b);
    const listed = numbers.slice(0, maxParts);
    const parts = await Promise.all(
      listed.map(async (n) => {
        const file = path.join(folder, String(n));
        const [bytes, stat] = await Promise.all([
          fs.promises.readFile(file),
          fs.promises.stat(file),
        ]);
        return `<Part>${xmlFields({
          PartNumber: n,
          LastModified: stat.mtime.toISOString(),
          ETag: `"${createHash('md5').update(bytes).digest('hex')}"`,
          Size: bytes.length,
        })}</Part>`;
      }),
    );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>\n',
      '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      xmlFields({
        Bucket: object.bucket,
        Key: object.key,
        UploadId: object.uploadId,
        StorageClass: 'STANDARD',
        PartNumberMarker: marker,
        NextPartNumberMarker: listed.at(-1) ?? marker,
        MaxParts: maxParts,
        IsTruncated: String(numbers.length > listed.length),
      }),
      ...parts,
      '</ListPartsResult>',
    ].join('');
    return { status: 200, body };
  }

  private async abortUpload(object: MultipartObject) {
    const folder = await this.uploadFolder(object);
    if (!folder) return this.noSuchUpload(object);
    await fs.promises.rm(folder, { recursive: true, force: true });
    return { status: 204, body: '' };
  }

  private noSuchUpload({ uploadId }: MultipartObject) {
    return {
      status: 404,
      body: this.error('NoSuchUpload', NO_SUCH_UPLOAD, { UploadId: uploadId }),
    };
  }

  private error(code: string, message: string, detail: Record<string, string> = {}) {
    const fields = xmlFields({ Code: code, Message: message, ...detail });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${fields}</Error>`;
  }
}

interface MultipartObject {
  bucket: string;
  key: string;
  uploadId: string;
}

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
    return new MultipartS3rver(directory, {
      address: '127.0.0.1',
      port,
      silent: true,
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
