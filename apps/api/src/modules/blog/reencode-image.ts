import { UPLOAD_IMAGE_MAX_DIMENSION, UPLOAD_IMAGE_MAX_PIXELS, type BlogImageMimeType } from '@hm/contracts';
import sharp from 'sharp';
import { detectImageType, type ImageType } from './image-type.js';

export interface ReencodedImage {
  bytes: Buffer;
  type: ImageType;
}

/** Why an upload is refused: not a decodable image of an accepted type, or too many pixels to decode. */
export type ImageRefusal = 'not-an-image' | 'too-many-pixels';

/**
 * Decodes an upload and encodes a fresh image of the same type from its pixels alone. Whatever
 * else the file carried goes: bytes after the image (a GIF that is also an HTML page), comments,
 * EXIF (a phone photo's GPS position), XMP. Frames of an animated GIF or WebP are kept; the
 * image is turned upright first (its EXIF orientation goes with the rest) and scaled down to
 * UPLOAD_IMAGE_MAX_DIMENSION.
 */
export async function reencodeImage(input: Buffer, accepted: readonly BlogImageMimeType[]): Promise<ReencodedImage | ImageRefusal> {
  const type = detectImageType(input);
  if (!type || !accepted.includes(type.contentType)) return 'not-an-image';
  const animated = type.extension === 'gif' || type.extension === 'webp';
  try {
    // The header alone: a few kilobytes can declare a 50,000 × 50,000 image, refused before decoding.
    const { width, height } = await sharp(input, { animated, limitInputPixels: false }).metadata();
    if (!width || !height) return 'not-an-image';
    if (width * height > UPLOAD_IMAGE_MAX_PIXELS) return 'too-many-pixels';
    let image = sharp(input, { animated, limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS, failOn: 'error' });
    if (!animated) image = image.rotate();
    image = image.resize({
      width: UPLOAD_IMAGE_MAX_DIMENSION,
      height: UPLOAD_IMAGE_MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded = {
      png: () => image.png(),
      jpg: () => image.jpeg({ quality: 85 }),
      gif: () => image.gif(),
      webp: () => image.webp({ quality: 85 }),
    }[type.extension]();
    return { bytes: await encoded.toBuffer(), type };
  } catch {
    // Right first bytes, but libvips cannot decode the rest.
    return 'not-an-image';
  }
}
