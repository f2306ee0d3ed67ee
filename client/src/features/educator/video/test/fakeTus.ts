import type { PreviousUpload, UploadOptions } from 'tus-js-client';

/**
 * A stand-in for tus-js-client's Upload at the module boundary: it records what the screen asks
 * of it, and the test plays the server's side through the options' callbacks. The real protocol
 * is exercised by the server's tests, over HTTP.
 */
export class Upload {
  static instances: Upload[] = [];
  /** What findPreviousUploads answers for the next uploads. */
  static previous: PreviousUpload[] = [];

  url: string | null = null;
  starts = 0;
  aborts: (boolean | undefined)[] = [];
  resumedFrom: PreviousUpload | null = null;

  constructor(
    readonly file: File,
    readonly options: UploadOptions,
  ) {
    Upload.instances.push(this);
  }

  findPreviousUploads(): Promise<PreviousUpload[]> {
    return Promise.resolve(Upload.previous);
  }

  resumeFromPreviousUpload(previous: PreviousUpload) {
    this.resumedFrom = previous;
    this.url = previous.uploadUrl;
  }

  start() {
    this.starts += 1;
  }

  abort(shouldTerminate?: boolean): Promise<void> {
    this.aborts.push(shouldTerminate);
    return Promise.resolve();
  }

  /** The server made the upload at this URL. */
  created(url: string) {
    this.url = url;
    this.options.onUploadUrlAvailable?.();
  }
}

export const isSupported = true;
