import { isAllowedBlogImageUrl, isAllowedBlogLinkUrl } from '@hm/contracts';

/** An address typed without a scheme ('example.com/x') is taken as https. */
export function withDefaultScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `https://${trimmed}`;
}

/**
 * An image address of this site as the path our posts store ('https://site/api/uploads/x.png'
 * becomes '/api/uploads/x.png', e.g. copied from a published post); any other address unchanged.
 */
export function ownImagePath(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed.pathname : url;
  } catch {
    return url;
  }
}

export { isAllowedBlogLinkUrl as isAllowedLinkUrl, isAllowedBlogImageUrl as isAllowedImageUrl };
