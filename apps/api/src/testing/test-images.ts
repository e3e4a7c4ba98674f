import sharp from 'sharp';

// Images the upload tests send, made with sharp itself so each is a real, decodable image.

/** HTML that must never come back from an upload. */
export const POLYGLOT_HTML = '<html><body><script>alert(1)</script></body></html>';

/** A real GIF followed by an HTML page: its first bytes say GIF, a browser sniffing it sees a page. */
export async function gifHtmlPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0392b' } })
    .gif()
    .toBuffer();
  return Buffer.concat([gif, Buffer.from(POLYGLOT_HTML)]);
}

/** A phone-like photo whose EXIF carries the camera and a GPS position (Montreal). */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'HomeMatePhone', Model: 'Test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 5/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 2/1' },
      },
    })
    .toBuffer();
}

/** A decompression bomb: a single-colour 7000 × 7000 PNG (49 megapixels) in about 150 kB. */
export function pixelBombPng(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A plain PNG of the given size. */
export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .png()
    .toBuffer();
}

/** What an image really is, read by decoding it. */
export async function imageInfo(
  bytes: Buffer,
): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined; exif: boolean }> {
  const { format, width, height, exif } = await sharp(bytes).metadata();
  return { format, width, height, exif: exif !== undefined };
}
