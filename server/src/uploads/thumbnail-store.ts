/** A stored image's name: one folder and one file, e.g. `thumbnails/<uuid>.png`; nothing that could climb out. */
const NAME = /^[a-z]+\/[A-Za-z0-9_-]+\.[a-z]+$/;

/**
 * Where thumbnails live: the local disk (served at /uploads) or an S3 bucket (served from its
 * public URL). Chosen once from the configuration in UploadsModule.
 */
export abstract class ThumbnailStore {
  /** Writes `bytes` as `name`, replacing what was there; returns the URL to keep in the database. */
  async put(name: string, bytes: Buffer, contentType: string): Promise<string> {
    if (!NAME.test(name)) throw new Error(`Not a storable name: ${name}`);
    await this.write(name, bytes, contentType);
    return this.publicUrl(name);
  }

  /** The URL a stored name is kept as: relative `/uploads/...` on disk, absolute for S3. */
  abstract publicUrl(name: string): string;

  /**
   * Deletes what `url` points at if this store wrote it into `folder`. Any other URL (another
   * store's, another folder's, one a user typed) is left alone.
   */
  async remove(url: string, folder: string): Promise<void> {
    const base = this.publicUrl('');
    const name = url.startsWith(base) ? url.slice(base.length) : '';
    if (NAME.test(name) && name.startsWith(`${folder}/`)) await this.delete(name);
  }

  protected abstract write(name: string, bytes: Buffer, contentType: string): Promise<void>;
  protected abstract delete(name: string): Promise<void>;
}
