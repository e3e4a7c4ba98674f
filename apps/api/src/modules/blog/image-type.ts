import { UPLOAD_FILE_NAME, type BlogImageMimeType } from '@hm/contracts';

export interface ImageType {
  contentType: BlogImageMimeType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * What an uploaded file claims to be, from its first bytes (its name and declared type are the
 * sender's word). Only PNG, JPEG, GIF and WebP: SVG is refused because it can carry scripts.
 * The first bytes prove nothing about the rest: reencodeImage decodes the whole file.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

const CONTENT_TYPES: Readonly<Record<ImageType['extension'], BlogImageMimeType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Content type of a stored upload's name, or null when the name is not one we give. */
export function contentTypeOfUpload(file: string): BlogImageMimeType | null {
  const match = UPLOAD_FILE_NAME.exec(file);
  return match ? CONTENT_TYPES[match[1] as ImageType['extension']] : null;
}
