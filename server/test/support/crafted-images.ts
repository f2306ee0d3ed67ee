import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Hostile uploads, built byte by byte with valid checksums, and real pictures made with sharp. */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An IHDR for an 8-bit RGB image of the given size. */
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8); // bit depth
  data.writeUInt8(2, 9); // colour type: RGB
  return pngChunk('IHDR', data);
}

/** A picture with detail (a gradient), so encoders produce real files. */
export function picture(width: number, height: number, alpha = false): sharp.Sharp {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
      if (alpha) pixels[i + 3] = x < width / 2 ? 0 : 255;
    }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** A small real PNG whose header claims `width` x `height` (IHDR rewritten, CRC recomputed). */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await picture(16, 16).png().toBuffer();
  const ihdrEnd = PNG_SIGNATURE.length + 8 + 13 + 4;
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), png.subarray(ihdrEnd)]);
}

/** A PNG signature and header, then the end: no pixel data at all. */
export const headerOnlyPng = () =>
  Buffer.concat([PNG_SIGNATURE, ihdr(64, 64), pngChunk('IEND', Buffer.alloc(0))]);

/** A real PNG carrying `html` in a tEXt chunk and again after IEND: it opens as a page too. */
export async function pngHtmlPolyglot(html: string): Promise<Buffer> {
  const png = await picture(400, 225).png().toBuffer();
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${html}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(html)]);
}

/**
 * A real GIF that is also a script: a comment extension holding `script` before the image, and
 * the script again after the trailer.
 */
export async function gifJsPolyglot(script: string): Promise<Buffer> {
  const gif = await picture(400, 225).gif().toBuffer();
  const afterScreen = 13 + (gif[10] & 0x80 ? 3 * 2 ** ((gif[10] & 0x07) + 1) : 0);
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, script.length]),
    Buffer.from(script, 'latin1'),
    Buffer.from([0x00]),
  ]);
  return Buffer.concat([
    gif.subarray(0, afterScreen),
    comment,
    gif.subarray(afterScreen),
    Buffer.from(script),
  ]);
}

/** A JPEG shot "on a phone held sideways": EXIF orientation 6 (turn 90° clockwise) and a GPS position. */
export async function sidewaysJpegWithGps(width: number, height: number): Promise<Buffer> {
  return picture(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PocketCam', Model: 'GPS-Leaker 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
}
