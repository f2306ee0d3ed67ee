import sharp, { type Sharp } from 'sharp';
import { imageError } from './thumbnail-error';
import {
  IMAGE_FORMATS,
  IMAGE_HEAD_BYTES,
  imageFormatOf,
  notAnImageMessage,
} from '../../../shared/image-upload';

/** Largest accepted image, counted from its header before any pixel is decoded. */
export const MAX_THUMBNAIL_PIXELS = 40_000_000;
/** The widths kept of every thumbnail (never more than the source's own width). */
export const THUMBNAIL_WIDTHS = [320, 640, 1280] as const;
/** The width of the fallback image that `courseThumbnail` points at (or the largest below it). */
export const LISTED_WIDTH = 640;

const ACCEPTED_FORMATS = new Set<string>(IMAGE_FORMATS);
const LARGEST = Math.max(...THUMBNAIL_WIDTHS);
/** A pathological file stops decoding after this long rather than holding a libvips thread. */
const DECODE_SECONDS = 20;

export interface Rendition {
  width: number;
  extension: 'webp' | 'jpg' | 'png';
  mimeType: string;
  bytes: Buffer;
}

/** Which upload an error names: the field and how the message calls it. */
export type ImageKind = { field: 'thumbnail' | 'avatar'; label: string };
const THUMBNAIL: ImageKind = { field: 'thumbnail', label: 'Thumbnail' };

const notAnImage = ({ field, label }: ImageKind = THUMBNAIL) =>
  imageError(field, notAnImageMessage(label));
const tooManyPixels = ({ field, label }: ImageKind) =>
  imageError(field, `${label} must be at most ${MAX_THUMBNAIL_PIXELS / 1_000_000} megapixels`);

/** The source's width, and each smaller standard width, so no rendition is ever upscaled. */
const widthsFor = (sourceWidth: number) => [
  ...THUMBNAIL_WIDTHS.filter((width) => width < sourceWidth),
  Math.min(sourceWidth, LARGEST),
];

/** Reads the header only: the format and the pixel count decide before anything is decoded. */
async function checkHeader(bytes: Buffer, kind: ImageKind = THUMBNAIL) {
  // The course form's own check (shared/image-upload.ts), then the decoder's reading.
  if (!imageFormatOf(bytes.subarray(0, IMAGE_HEAD_BYTES))) throw notAnImage(kind);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage(kind);
    });
  if (!ACCEPTED_FORMATS.has(header.format)) throw notAnImage(kind);
  if (header.width * header.height > MAX_THUMBNAIL_PIXELS) throw tooManyPixels(kind);
}

/**
 * Decodes the whole first frame once (turned upright by its EXIF orientation, shrunk to the
 * largest kept width); what does not decode completely is refused. Metadata is not carried over.
 */
const WEBP_MAX_SIDE = 16_383;

async function decode(bytes: Buffer): Promise<{ pixels: Sharp; width: number; opaque: boolean }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_THUMBNAIL_PIXELS })
    .autoOrient()
    // Tall images are capped too: WebP holds at most 16,383 pixels a side.
    .resize({ width: LARGEST, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: DECODE_SECONDS })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const hasAlpha = info.channels === 2 || info.channels === 4;
  const opaque = !hasAlpha || (await sharp(data, { raw }).stats()).isOpaque;
  const pixels = sharp(data, { raw });
  return { pixels: opaque && hasAlpha ? pixels.removeAlpha() : pixels, width: info.width, opaque };
}

/**
 * A thumbnail re-encoded from its decoded pixels: WebP at each kept width, plus a JPEG fallback
 * (PNG when the image has transparency). Nothing of the uploaded file but its pixels survives.
 */
export async function thumbnailRenditions(bytes: Buffer): Promise<Rendition[]> {
  await checkHeader(bytes);
  const { pixels, width, opaque } = await decode(bytes);
  const encodings = widthsFor(width).flatMap((w) => {
    const sized = () => pixels.clone().resize({ width: w });
    return [
      encode(w, 'webp', 'image/webp', sized().webp({ quality: 80 })),
      opaque
        ? encode(w, 'jpg', 'image/jpeg', sized().jpeg({ quality: 82, progressive: true }))
        : encode(w, 'png', 'image/png', sized().png()),
    ];
  });
  return Promise.all(encodings);
}

async function encode(
  width: number,
  extension: Rendition['extension'],
  mimeType: string,
  image: Sharp,
): Promise<Rendition> {
  const bytes = await image.toBuffer().catch(() => {
    throw notAnImage(); // a field error, never a 500
  });
  return { width, extension, mimeType, bytes };
}

/** The side of a stored avatar, in pixels: twice the largest it is shown. */
export const AVATAR_SIDE = 256;

/** An avatar: the same checks as a thumbnail, then its centre cropped square and re-encoded as WebP. */
export async function avatarImage(bytes: Buffer): Promise<Buffer> {
  const kind: ImageKind = { field: 'avatar', label: 'Avatar' };
  await checkHeader(bytes, kind);
  return sharp(bytes, { limitInputPixels: MAX_THUMBNAIL_PIXELS })
    .autoOrient()
    .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
    .timeout({ seconds: DECODE_SECONDS })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage(kind);
    });
}
