import { countWords, isAllowedBlogImageUrl } from '@hm/contracts';
import sanitizeHtml from 'sanitize-html';

// Post content is HTML written in the browser's rich-text editor, so anything can arrive here:
// it is cut down to an allow-list before it is stored, and readers only ever get the stored copy.

const SAFE_LINK = /^(https?:|mailto:)/i;
const ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // The editor's left/center/right alignment.
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just unwrapped (an SVG's or a script's text is not prose).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'title', 'head'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const attributes: Record<string, string> = {};
      // Relative and other links lose their target: only absolute http(s) and mailto stay links.
      if (SAFE_LINK.test(href)) {
        attributes.href = href;
        attributes.rel = 'noopener nofollow';
        if (attribs.target === '_blank') attributes.target = '_blank';
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      return { tagName, attribs: { ...attribs, src: isAllowedBlogImageUrl(src) ? src : '' } };
    },
  },
  // An image from anywhere but https or our uploads is removed whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedBlogImageUrl(frame.attribs.src ?? ''),
};

/** The stored form of a post's HTML: allow-listed tags, attributes and URL schemes only. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitised HTML shows nothing: no word and no image ('Content is required'). */
export function isBlankPostHtml(sanitized: string): boolean {
  return countWords(sanitized) === 0 && !/<img\s/i.test(sanitized);
}

