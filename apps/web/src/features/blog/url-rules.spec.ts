import { isAllowedImageUrl, isAllowedLinkUrl, ownImagePath, withDefaultScheme } from './url-rules';

describe('editor link and image addresses', () => {
  it('links: http, https and mailto only', () => {
    expect(isAllowedLinkUrl('https://example.com/a')).toBe(true);
    expect(isAllowedLinkUrl('http://example.com')).toBe(true);
    expect(isAllowedLinkUrl('mailto:info@example.com')).toBe(true);
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,<script>')).toBe(false);
    expect(isAllowedLinkUrl('not a url')).toBe(false);
  });

  it('an address typed without a scheme is taken as https', () => {
    expect(withDefaultScheme(' example.com/guide ')).toBe('https://example.com/guide');
    expect(withDefaultScheme('mailto:a@b.ca')).toBe('mailto:a@b.ca');
    expect(withDefaultScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(withDefaultScheme('')).toBe('');
  });

  it('images: one of our uploads only', () => {
    expect(isAllowedImageUrl('/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.jpg')).toBe(true);
    expect(isAllowedImageUrl('https://images.example.com/a.jpg')).toBe(false);
    // The address of one of our uploads, copied from the site, is taken as its path; another site's is not.
    const upload = '/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.jpg';
    expect(ownImagePath(`https://homemate.ca${upload}`, 'https://homemate.ca')).toBe(upload);
    expect(ownImagePath(`https://evil.example${upload}`, 'https://homemate.ca')).toBe(`https://evil.example${upload}`);
    expect(ownImagePath(upload, 'https://homemate.ca')).toBe(upload);
    expect(isAllowedImageUrl('http://images.example.com/a.jpg')).toBe(false);
    expect(isAllowedImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
