import type { Readable } from 'node:stream';

/**
 * Where transcoded videos live: keys like `videos/<id>/master.m3u8`, under DATA_DIR on the local
 * disk or in S3_BUCKET (behind S3_PREFIX). Segments are encrypted, so they may be public.
 */
export abstract class VideoStorage {
  /** Copies `localFile` to `key`. */
  abstract put(key: string, localFile: string, contentType: string): Promise<void>;
  abstract read(key: string): Promise<Buffer>;
  /** The object's bytes as a stream; it errors (ENOENT / NoSuchKey) when the key does not exist. */
  abstract stream(key: string): Readable;
  /** Where browsers may load `key` straight from (S3's public URL); null for the local disk. */
  abstract publicUrl(key: string): string | null;
  /** Deletes every object whose key starts with `prefix` (a folder: ends with `/`). */
  abstract removePrefix(prefix: string): Promise<void>;
}

/** The storage prefix of a video's HLS output. */
export const videoPrefix = (videoId: string) => `videos/${videoId}/`;

/** Keys are relative paths of plain names: nothing may climb out of the video's folder. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (!key || key.startsWith('/') || parts.some((p) => p === '.' || p === '..' || /[\\\0]/.test(p)))
    throw new Error(`Unsafe storage key: ${key}`);
}
