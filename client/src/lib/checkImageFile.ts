import {
  IMAGE_HEAD_BYTES,
  imageFormatOf,
  notAnImageMessage,
  tooLargeMessage,
} from '../../../shared/image-upload';

/** The first bytes of a file (FileReader: what every browser, and jsdom, can read a slice with). */
function head(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file.slice(0, IMAGE_HEAD_BYTES));
  });
}

/**
 * Why the server would refuse this image, by its own rule (shared/image-upload.ts), before the
 * file is sent: too large (when the limit is known), or not a PNG, JPEG, GIF or WebP by its bytes
 * (a text file renamed .png included). Undefined when it may be sent.
 */
export async function imageFileProblem(
  file: File,
  label: string,
  maxBytes: number | undefined,
): Promise<string | undefined> {
  if (maxBytes !== undefined && file.size > maxBytes) return tooLargeMessage(label, maxBytes);
  const format = await head(file).then(imageFormatOf, () => undefined);
  return format ? undefined : notAnImageMessage(label);
}
