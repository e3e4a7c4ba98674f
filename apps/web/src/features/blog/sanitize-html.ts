import DOMPurify from 'dompurify';
import {
  BLOG_HTML_ATTRIBUTES,
  BLOG_HTML_DROPPED_WITH_CONTENT,
  BLOG_HTML_TAGS,
  BLOG_TEXT_ALIGNMENTS,
  isAllowedBlogImageUrl,
  isAllowedBlogLinkUrl,
} from '@hm/contracts';
import { ownImagePath } from './url-rules';

// The server's allow-list (contracts/blog-html.ts), applied in the browser: to HTML pasted or
// dropped into the editor, before the editor parses it; to the preview, which has not been
// through the server yet; and to stored posts, so a copy that somehow escaped the server (an
// old row, a bug) still cannot run script here.

const TEXT_ALIGN_ONLY = new RegExp(`^\\s*text-align:\\s*(${BLOG_TEXT_ALIGNMENTS.join('|')})\\s*;?\\s*$`, 'i');

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    if (!BLOG_HTML_ATTRIBUTES[node.nodeName.toLowerCase()]?.includes(name)) data.keepAttr = false;
    // Alignment is the only style the editor writes.
    else if (name === 'style') data.keepAttr = TEXT_ALIGN_ONLY.test(data.attrValue);
    else if (name === 'href') data.keepAttr = isAllowedBlogLinkUrl(data.attrValue);
    else if (name === 'target') data.keepAttr = data.attrValue === '_blank';
    else if (name === 'src') {
      // A copy of one of our posts carries its images' absolute addresses.
      data.attrValue = ownImagePath(data.attrValue, window.location.origin);
      data.keepAttr = isAllowedBlogImageUrl(data.attrValue);
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      // Like the server: only a kept link keeps its rel and target.
      if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener nofollow');
      else ['rel', 'target'].forEach((name) => node.removeAttribute(name));
    }
    // An image from anywhere but our uploads goes whole, not as an empty <img>.
    if (node.tagName === 'IMG' && !node.hasAttribute('src')) node.remove();
  });
  return purifier;
}

/** Post HTML cut down to the blog's allow-list, fit for the editor or dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...BLOG_HTML_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(BLOG_HTML_ATTRIBUTES).flat())],
    ADD_FORBID_CONTENTS: [...BLOG_HTML_DROPPED_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
  });
}
