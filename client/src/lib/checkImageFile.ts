import { IMAGE_HEAD_BYTES, imageFormatOf, megabytes } from '../../../shared/image-upload';
import { t } from '../i18n/messages';

/** The first bytes of a file (FileReader: what every browser, and jsdom, can read a slice with). */
function head(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(t('common.fileUnreadable')));
    reader.readAsArrayBuffer(file.slice(0, IMAGE_HEAD_BYTES));
  });
}

/**
 * Why the server would refuse this image, by its own rule (shared/image-upload.ts), before the
 * file is sent: too large (when the limit is known), or not a PNG, JPEG, GIF or WebP by its bytes
 * (a text file renamed .png included), in the active language: `label` names the upload in it
 * ("Avatar"). Undefined when it may be sent.
 */
export async function imageFileProblem(
  file: File,
  label: string,
  maxBytes: number | undefined,
): Promise<string | undefined> {
  if (maxBytes !== undefined && file.size > maxBytes)
    return t('common.imageTooLarge', { label, megabytes: megabytes(maxBytes) });
  const format = await head(file).then(imageFormatOf, () => undefined);
  return format ? undefined : t('common.imageNotAnImage', { label });
}
