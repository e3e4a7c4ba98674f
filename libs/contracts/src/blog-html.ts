// What a post's HTML may hold. One list for both sanitisers: the API's, before a post is stored,
// and the web's, on what is pasted or dropped into the editor and before a post is shown.

/** Elements kept; any other is unwrapped (its text stays) unless listed in BLOG_HTML_DROPPED_WITH_CONTENT. */
export const BLOG_HTML_TAGS: readonly string[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
];

/** Attributes kept, per element; every other attribute (on*, class, id, data-*...) is removed. */
export const BLOG_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  // The editor's left/center/right alignment.
  p: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
};

/** The only style kept is `text-align` with one of these values. */
export const BLOG_TEXT_ALIGNMENTS: readonly string[] = ['left', 'right', 'center', 'justify'];

/** Removed with everything inside them, not just unwrapped (a script's or an SVG's text is not prose). */
export const BLOG_HTML_DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'head',
];

/** A link a post may hold: absolute http, https or mailto (never javascript:, data:, or a path). */
export function isAllowedBlogLinkUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

const POST_DESCRIPTION_MAX = 160;

/** A post's text without its markup, for a description when the author wrote no excerpt. */
export function postPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A post's meta description, the same in the server's document and in the app's head: the excerpt,
 * else the start of the text, cut at a word before 160 characters.
 */
export function postDescription(post: { excerpt: string; content?: string | null }): string {
  const text = post.excerpt.trim() || postPlainText(post.content ?? '');
  if (text.length <= POST_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, POST_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
