import {
  BLOG_HTML_ATTRIBUTES,
  BLOG_HTML_DROPPED_WITH_CONTENT,
  BLOG_HTML_TAGS,
  BLOG_TEXT_ALIGNMENTS,
  countWords,
  isAllowedBlogImageUrl,
  isAllowedBlogLinkUrl,
} from '@hm/contracts';
import sanitizeHtml from 'sanitize-html';

// Post content is HTML written in the browser's rich-text editor, so anything can arrive here:
// it is cut down to the allow-list (shared with the web's editor) before it is stored, and
// readers only ever get the stored copy.

const ALIGN = [new RegExp(`^(${BLOG_TEXT_ALIGNMENTS.join('|')})$`)];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(BLOG_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  nonTextTags: [...BLOG_HTML_DROPPED_WITH_CONTENT],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const attributes: Record<string, string> = {};
      // Relative and other links lose their target: only absolute http(s) and mailto stay links.
      if (isAllowedBlogLinkUrl(href)) {
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
  // An image that is not one of our uploads (another host, data:, javascript:...) is removed whole.
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
