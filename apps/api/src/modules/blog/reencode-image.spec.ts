import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { plainPng } from '../../testing/test-images.js';
import { reencodeImage } from './reencode-image.js';

/** A PNG whose header claims another size (its pixel data stays that of the original). */
function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  // IHDR's data starts at byte 16 (signature 8, length 4, type 4); its CRC covers type and data.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('reencodeImage', () => {
  it('keeps every frame of an animated GIF, each scaled to fit', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 3000, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const result = await reencodeImage(gif, ['image/gif']);
    if (typeof result === 'string') throw new Error(result);
    expect(result.type.contentType).toBe('image/gif');
    expect(await sharp(result.bytes, { animated: true }).metadata()).toMatchObject({ pages: 3, width: 2560, pageHeight: 26 });
  });

  it('refuses a header that claims more than 40 megapixels, and a type the caller does not take', async () => {
    expect(await reencodeImage(withClaimedSize(await plainPng(2, 2), 50_000, 50_000), ['image/png'])).toBe('too-many-pixels');
    expect(await reencodeImage(await plainPng(2, 2), ['image/jpeg', 'image/webp'])).toBe('not-an-image');
  });
});
