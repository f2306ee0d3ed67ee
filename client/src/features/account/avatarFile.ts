/** The image types uploadAvatar accepts (the server decodes them, as it does thumbnails). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * The largest upload the server takes: its MAX_UPLOAD_BYTES default (server/src/config). The API
 * does not publish the setting, so a server configured otherwise still answers with its own
 * field error, which the form shows.
 */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Why `file` cannot be an avatar, in the browser before sending it; null when it may be sent. */
export function avatarFileProblem(file: File, maxBytes = MAX_AVATAR_BYTES): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, GIF or WebP image';
  if (file.size === 0) return 'This file is empty';
  if (file.size > maxBytes) return `Avatar must be at most ${megabytes(maxBytes)} MB`;
  return null;
}
