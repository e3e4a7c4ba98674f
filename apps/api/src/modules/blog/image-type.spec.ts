import { contentTypeOfUpload, detectImageType } from './image-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP from their bytes', () => {
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe('image/png');
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a'))?.contentType).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses executables, SVG, HTML and truncated headers', () => {
    expect(detectImageType(bytes('MZ', [0x90, 0, 3]))).toBeNull();
    expect(detectImageType(bytes([0x7f], 'ELF'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectImageType(bytes('<html>'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
  });
});

describe('contentTypeOfUpload', () => {
  it('knows only names the API gives', () => {
    expect(contentTypeOfUpload('0b7f5a2e-1111-4222-8333-444455556666.webp')).toBe('image/webp');
    expect(contentTypeOfUpload('../0b7f5a2e-1111-4222-8333-444455556666.png')).toBeNull();
    expect(contentTypeOfUpload('0b7f5a2e-1111-4222-8333-444455556666.svg')).toBeNull();
  });
});
