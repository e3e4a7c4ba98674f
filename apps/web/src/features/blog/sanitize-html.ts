import DOMPurify from 'dompurify';

// The server stores post HTML already cut down to an allow-list; this second pass in the
// browser mirrors that list, so a stored copy that somehow escaped it (an old row, a bug)
// still cannot run script here. Also used for the editor's preview, which has not been
// through the server yet.

const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's'];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'src', 'alt', 'title', 'width', 'height', 'style'];
// Absolute http(s) and mailto links, or paths of this site (our uploads).
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/))/i;
const TEXT_ALIGN_ONLY = /^\s*text-align:\s*(left|right|center|justify)\s*;?\s*$/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    // Alignment is the only style the editor writes.
    if (data.attrName === 'style' && !TEXT_ALIGN_ONLY.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') node.setAttribute('rel', 'noopener nofollow');
  });
  return purifier;
}

/** Post HTML fit for dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}
