import { isAllowedBlogImageUrl } from '@hm/contracts';

/** Links the server keeps (SPEC: safe schemes only): http, https and mailto. */
export function isAllowedLinkUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** An address typed without a scheme ('example.com/x') is taken as https. */
export function withDefaultScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `https://${trimmed}`;
}

export { isAllowedBlogImageUrl as isAllowedImageUrl };
