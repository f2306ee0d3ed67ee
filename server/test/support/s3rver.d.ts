/** The parts of s3rver (no published types) the S3 stand-in uses. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Koa's request handler, which s3rver's HTTP server calls for every request. */
    callback(): (req: IncomingMessage, res: ServerResponse) => unknown;
  }
}
