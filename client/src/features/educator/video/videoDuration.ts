/**
 * A video file's length in seconds, as this browser reads its metadata; null when it cannot (a
 * format it does not play, or no answer within `timeoutMs`): the server probes every upload again.
 */
export function readVideoDuration(file: File, timeoutMs = 5_000): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      video.onloadedmetadata = video.onerror = null;
      // The element may still be reading the file: revoking the URL under it logs a failed load
      // (ERR_FILE_NOT_FOUND). Stop the element first, and revoke once it has let go.
      if (video.networkState === HTMLMediaElement.NETWORK_EMPTY) URL.revokeObjectURL(url);
      else video.onemptied = () => URL.revokeObjectURL(url);
      video.removeAttribute('src');
      video.load();
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
