import { useSyncExternalStore } from 'react';
import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client';
import { getToken } from '../../../apollo/tokenStorage';
import { currentLocale } from '../../../i18n/locale';
import type { EducatorVideoMessage } from './i18n';

/**
 * Lecture uploads over tus, kept outside React so that an upload goes on after the lecture dialog
 * closes and its progress shows on the lecture in the curriculum.
 */

export const VIDEO_UPLOAD_ENDPOINT = '/api/video-uploads';
/** Small enough that a dropped connection loses little, large enough to keep requests few. */
export const CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits between attempts on a flaky connection before the upload waits for `online`. */
export const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

export type UploadPhase = 'ready' | 'uploading' | 'paused' | 'offline' | 'finished' | 'failed';

export interface VideoUploadState {
  key: string;
  fileName: string;
  bytesSent: number;
  bytesTotal: number;
  phase: UploadPhase;
  /** The hosted video's id: the last segment of the tus upload URL, once the server made it. */
  videoId: string | null;
  /** Why it failed, as a message id of the namespace. */
  error: EducatorVideoMessage | null;
  /** An unfinished upload of the same file (tus's URL storage), offered before starting. */
  previous: PreviousUpload | null;
}

interface Entry {
  state: VideoUploadState;
  upload: Upload;
  onCreated?: (videoId: string) => void;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let lastKey = 0;

function update(key: string, change: Partial<VideoUploadState>) {
  const entry = entries.get(key);
  if (!entry) return;
  entry.state = { ...entry.state, ...change };
  for (const listener of listeners) listener();
}

/** The video id in a tus upload URL: its last path segment. */
export function videoIdFromUploadUrl(url: string): string {
  const path = new URL(url, 'http://upload.invalid').pathname;
  return path.split('/').filter(Boolean).pop() ?? '';
}

function noteUrl(key: string) {
  const entry = entries.get(key);
  const url = entry?.upload.url;
  if (!entry || !url || entry.state.videoId) return;
  const videoId = videoIdFromUploadUrl(url);
  update(key, { videoId });
  entry.onCreated?.(videoId);
}

/** A refusal the educator can act on, by the server's status; anything else is a network failure. */
function failureMessage(error: Error | DetailedError): EducatorVideoMessage {
  const status = (error as DetailedError).originalResponse?.getStatus();
  if (status === 413) return 'educator.video.tooLarge';
  if (status === 403) return 'educator.video.notAllowed';
  if (status === 401) return 'educator.video.signIn';
  if (status === 501) return 'educator.video.unavailable';
  return 'educator.video.uploadFailed';
}

/**
 * The server said no (4xx, or 501: it cannot take videos at all): trying again would not help.
 * 409 and 423 are passing conflicts.
 */
const isRefusal = (error: Error | DetailedError) => {
  const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
  return (status >= 400 && status < 500 && status !== 409 && status !== 423) || status === 501;
};

/**
 * Prepares an upload of `file` (to the lecture `lectureId` when it exists) and looks for an
 * unfinished one of the same file; `begin` starts it. `onCreated` gets the video id once the
 * server has made the upload, even if the dialog that asked is gone.
 */
export async function prepareVideoUpload(
  file: File,
  options: { lectureId?: string; onCreated?: (videoId: string) => void },
): Promise<string> {
  // Loaded only here, so the upload client never weighs on routes that do not upload.
  const tus = await import('tus-js-client');
  const key = `video-upload-${++lastKey}`;
  const metadata: Record<string, string> = {
    filename: file.name,
    filetype: file.type || 'application/octet-stream',
  };
  if (options.lectureId) metadata.lectureId = options.lectureId;
  const upload = new tus.Upload(file, {
    endpoint: new URL(VIDEO_UPLOAD_ENDPOINT, window.location.origin).href,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata,
    removeFingerprintOnSuccess: true,
    // The token may have been renewed since the upload began.
    onBeforeRequest: (request) => {
      const token = getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      request.setHeader('Accept-Language', currentLocale());
    },
    // Offline, retries would only use up their delays: the `online` listener resumes instead.
    onShouldRetry: (error) => !isRefusal(error) && navigator.onLine,
    onUploadUrlAvailable: () => noteUrl(key),
    onProgress: (bytesSent, bytesTotal) => {
      noteUrl(key);
      update(key, { bytesSent, bytesTotal, phase: 'uploading' });
    },
    onSuccess: () => {
      noteUrl(key);
      update(key, { bytesSent: file.size, phase: 'finished', error: null });
    },
    onError: (error) => {
      const offline = !isRefusal(error) && !navigator.onLine;
      update(
        key,
        offline ? { phase: 'offline' } : { phase: 'failed', error: failureMessage(error) },
      );
    },
  });
  entries.set(key, {
    upload,
    onCreated: options.onCreated,
    state: {
      key,
      fileName: file.name,
      bytesSent: 0,
      bytesTotal: file.size,
      phase: 'ready',
      videoId: null,
      error: null,
      previous: null,
    },
  });
  const previous = (await upload.findPreviousUploads()).filter((p) => p.uploadUrl);
  previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  update(key, { previous: previous[0] ?? null });
  return key;
}

/** Starts the upload: from where `resume` left off (its earlier upload), or from the beginning. */
export function beginVideoUpload(key: string, { resume }: { resume: boolean }) {
  const entry = entries.get(key);
  if (!entry) return;
  if (resume && entry.state.previous) entry.upload.resumeFromPreviousUpload(entry.state.previous);
  update(key, { phase: 'uploading', previous: null });
  entry.upload.start();
}

export function pauseVideoUpload(key: string) {
  const entry = entries.get(key);
  if (!entry || entry.state.phase !== 'uploading') return;
  update(key, { phase: 'paused' });
  void entry.upload.abort();
}

export function resumeVideoUpload(key: string) {
  const entry = entries.get(key);
  if (!entry || !['paused', 'offline', 'failed'].includes(entry.state.phase)) return;
  update(key, { phase: 'uploading', error: null });
  entry.upload.start();
}

/** Stops the upload and asks the server to drop what it received. */
export function cancelVideoUpload(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  for (const listener of listeners) listener();
  // The server may already have dropped it; there is nothing left to undo either way.
  entry.upload.abort(entry.state.phase !== 'finished').catch(() => undefined);
}

// A connection that comes back resumes every upload it interrupted.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    for (const [key, entry] of entries) if (entry.state.phase === 'offline') resumeVideoUpload(key);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The upload `key`'s state, or null once cancelled (or for no key). */
export function useVideoUpload(key: string | null): VideoUploadState | null {
  return useSyncExternalStore(subscribe, () => (key ? (entries.get(key)?.state ?? null) : null));
}

/** The upload in this tab that makes the video `videoId`, if any. */
export function useUploadOfVideo(videoId: string | undefined): VideoUploadState | null {
  return useSyncExternalStore(subscribe, () => {
    if (!videoId) return null;
    for (const entry of entries.values()) if (entry.state.videoId === videoId) return entry.state;
    return null;
  });
}

/** Percent done, whole. */
export const uploadPercent = (state: Pick<VideoUploadState, 'bytesSent' | 'bytesTotal'>) =>
  state.bytesTotal > 0 ? Math.floor((state.bytesSent / state.bytesTotal) * 100) : 0;
