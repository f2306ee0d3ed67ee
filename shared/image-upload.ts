/**
 * What an uploaded image (a course thumbnail, an avatar) may be, checked by the course form
 * before it sends a file and by the server when it receives one: the same formats, recognised by
 * the bytes a file starts with (never its name or declared type), the same size limit (the
 * server's MAX_UPLOAD_BYTES, which siteSettings.maxUploadBytes tells the client), the same words.
 */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** Each format's signature: [offset, bytes] pairs that must all match. */
const SIGNATURES: Record<ImageFormat, [number, number[]][]> = {
  png: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]],
  jpeg: [[0, [0xff, 0xd8, 0xff]]],
  gif: [[0, [0x47, 0x49, 0x46, 0x38]]],
  webp: [
    [0, [0x52, 0x49, 0x46, 0x46]],
    [8, [0x57, 0x45, 0x42, 0x50]],
  ],
};

export const IMAGE_FORMATS = Object.keys(SIGNATURES) as ImageFormat[];

/** The same formats as media types, for a file input's `accept`. */
export const IMAGE_TYPES = IMAGE_FORMATS.map((format) => `image/${format}`);

/** How many leading bytes imageFormatOf needs. */
export const IMAGE_HEAD_BYTES = 12;

/** The accepted format a file's first bytes announce, if any. */
export function imageFormatOf(head: Uint8Array): ImageFormat | undefined {
  return IMAGE_FORMATS.find((format) =>
    SIGNATURES[format].every(([offset, bytes]) =>
      bytes.every((byte, i) => head[offset + i] === byte),
    ),
  );
}

/** `label`: how the message names the upload ("Thumbnail", "Avatar"). */
export const notAnImageMessage = (label: string) =>
  `${label} must be a PNG, JPEG, GIF or WebP image`;

/** A size in megabytes, to one decimal. */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const tooLargeMessage = (label: string, maxBytes: number) =>
  `${label} must be at most ${megabytes(maxBytes)} MB`;
