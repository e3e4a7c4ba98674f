// Contract with the blog web pages
//
// The blog API (apps/api/src/modules/blog) as the web pages (apps/web/src/features/blog) see it:
// Blog list, post, create and comments (docs/forms-and-validation.md, Blog).
// Routes are relative to /api. Dates are ISO strings (UTC). Texts live in the i18n namespace
// `blog` (error codes under `blog:errors.<CODE>`, field errors under `blog:errors.fields.<CODE>`).
//
// Who may call what:
// - reading (list, featured, categories, tags, recent, popular, post, related, comments, view,
//   newsletter) is public. A signed-in reader SHOULD still send the Authorization header on the
//   post and comments routes: likedByMe / savedByMe / isAuthor / isMine and the author's own
//   drafts depend on it. A present but expired token answers 401 (refresh and retry), like
//   every signed-in route;
// - writing (create, update, delete, like, save, comment, upload, mine, saved) needs a session.
//
// Errors: { statusCode, code, message, fields? } (ApiErrorBody). Codes of this feature are
// BlogErrorCode below; a 400 VALIDATION_FAILED carries `fields: { <field>: [<BlogFieldError>] }`.
// A draft of someone else, or a post an operator hid (docs/operations.md "Content moderation"),
// answers 404 BLOG_POST_NOT_FOUND exactly like a post that does not exist; editing or deleting a
// published post of someone else answers 403 BLOG_NOT_AUTHOR.
//
// Added after the first version (additive): BlogListResponse.totalCapped and BLOG_COUNT_CAP (a search
// matching more than 1000 posts answers total 1000 with totalCapped: true; show '1000+').
// Languages (docs/blog.md): every post has a `language`; a post may name the post it translates
// (`translationOf` in a request, `translation` in answers, either direction); the list takes
// `language` ('fr', 'en' or 'all'; the web sends the reader's) and searches each post with its
// own language's text search configuration.
//
// Constants already in business-constants.ts: BLOG_PAGE_SIZE, BLOG_CATEGORIES (stable ids;
// the web's i18n gives the labels), BLOG_SORTS, BLOG_POST_STATUSES, BLOG_IMAGE_MAX_BYTES,
// BLOG_FILTER_TAGS_COUNT, BLOG_POPULAR_TAGS_COUNT, BLOG_TAGS_PER_CARD...
import type { BlogCategory, BlogPostStatus, BlogSort } from './business-constants.js';
import { BLOG_CATEGORIES, BLOG_MAX_PAGINATION_BUTTONS, BLOG_SORTS } from './business-constants.js';
import type { ModerationHidden } from './content-moderation.js';
import type { Language } from './language.js';
import { slugify, uniqueSlug } from './slug.js';

// ---- Routes -------------------------------------------------------------------

const post = (slug: string): string => `blog/posts/${encodeURIComponent(slug)}`;

export const BLOG_ROUTES = {
  /** GET ?search&category&tag&sort&page&limit (BlogListQuery) -> BlogListResponse. Published posts only. */
  list: 'blog/posts',
  /** GET -> BlogPostSummary[]: the 3 most viewed published posts (first one large in the hero, next two small). */
  featured: 'blog/posts/featured',
  /** GET ?limit (default 5, max 20) -> BlogPostSummary[]: newest published posts (sidebar Recent Posts). */
  recent: 'blog/posts/recent',
  /** GET ?limit (default 5, max 20) -> BlogPostSummary[]: most viewed published posts (sidebar Most Popular). */
  popular: 'blog/posts/popular',
  /** GET (signed in) ?page&limit -> BlogListResponse: the caller's own posts, drafts included, newest first. */
  mine: 'blog/posts/mine',
  /** GET (signed in) ?page&limit -> BlogListResponse: published posts the caller saved, last saved first. */
  saved: 'blog/posts/saved',
  /** GET -> BlogCategoryCount[]: every category of BLOG_CATEGORIES in that order, with its published post count (0 included). */
  categories: 'blog/categories',
  /** GET ?limit (default BLOG_FILTER_TAGS_COUNT = 20, max 50) -> BlogTagCount[]: most used tags of published posts, most used first (ties by name). */
  tags: 'blog/tags',
  /** GET -> BlogPostView. Published: anyone; draft: its author only (others 404). Does NOT count a view. */
  bySlug: post,
  /** GET -> BlogPostSummary[]: up to 3 other published posts of the same category, most viewed first ('You Might Also Like'). */
  related: (slug: string) => `${post(slug)}/related`,
  /**
   * POST (no body) -> 200 BlogViewRecorded. Call once when the post page opens: counts one view per
   * visitor per UTC day (visitor = the signed-in user, else a hash of IP + user agent). Published posts only.
   */
  view: (slug: string) => `${post(slug)}/view`,
  /** POST (signed in) CreateBlogPostRequest -> 201 BlogPostView. The slug comes from the title, `-2`, `-3`... on a clash. */
  create: 'blog/posts',
  /** PATCH (author) UpdateBlogPostRequest -> 200 BlogPostView. The slug never changes (links stay valid). */
  update: post,
  /** DELETE (author) -> 204. Comments, likes, saves and views go with it. */
  delete: post,
  /** PUT (signed in) -> 200 BlogLikeState (liked: true); DELETE -> 200 BlogLikeState (liked: false). Idempotent. */
  like: (slug: string) => `${post(slug)}/like`,
  /** PUT (signed in) -> 200 BlogSaveState (saved: true); DELETE -> 200 BlogSaveState (saved: false). Idempotent. */
  save: (slug: string) => `${post(slug)}/save`,
  /**
   * GET -> BlogCommentsResponse: top-level comments newest first, each with its replies oldest first
   * (a reply is appended under its parent). POST (signed in) CreateCommentRequest -> 201 CommentView.
   */
  comments: (slug: string) => `${post(slug)}/comments`,
  /** POST (signed in) CreateCommentRequest -> 201 CommentView (a reply; only to a top-level comment, else 400 BLOG_REPLY_TOO_DEEP). */
  replies: (slug: string, commentId: string) => `${post(slug)}/comments/${encodeURIComponent(commentId)}/replies`,
  /** DELETE (the comment's author) -> 204. Deleting a top-level comment deletes its replies. */
  deleteComment: (slug: string, commentId: string) => `${post(slug)}/comments/${encodeURIComponent(commentId)}`,
  /**
   * POST (signed in) multipart/form-data with the file in field BLOG_IMAGE_FIELD -> 201 BlogImageUploaded.
   * PNG, JPEG, GIF or WebP judged from the bytes (not the name or declared type), at most BLOG_IMAGE_MAX_BYTES and
   * UPLOAD_IMAGE_MAX_PIXELS; stored encoded again from its pixels (no metadata), at most UPLOAD_IMAGE_MAX_DIMENSION a side.
   */
  uploadImage: 'blog/images',
  /** POST BlogNewsletterRequest -> 200 BlogNewsletterResponse (the sidebar's Stay Updated form). */
  newsletter: 'blog/newsletter',
} as const;

/** Where uploaded images are served (GET, public): `${BLOG_UPLOADS_PATH}/<file>`, absolute from the site root. */
export const BLOG_UPLOADS_PATH = '/api/uploads';

/** A stored upload's name: a UUID and the extension of what it really is, chosen by the API, never by a user. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/** An uploaded image (blog or pro photo) with more pixels than this is refused before it is decoded: a small file can expand to gigabytes. */
export const UPLOAD_IMAGE_MAX_PIXELS = 40_000_000;

/** Stored images are scaled down to fit this many pixels on their longer side (larger is never shown). */
export const UPLOAD_IMAGE_MAX_DIMENSION = 2560;

/** Multipart field name of the image upload. */
export const BLOG_IMAGE_FIELD = 'image';

/** What the uploader's file input accepts (the server checks the bytes anyway). */
export const BLOG_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type BlogImageMimeType = (typeof BLOG_IMAGE_MIME_TYPES)[number];

// ---- Limits -------------------------------------------------------------------

/** Longest accepted value of each field, counted after trimming (use as inputs' maxLength). */
export const BLOG_MAX_LENGTH = {
  title: 200,
  excerpt: 500,
  /** Characters of HTML as sent (before sanitising). */
  content: 200_000,
  tag: 40,
  comment: 2000,
  search: 200,
  /** An image URL (featured image). */
  url: 2048,
} as const;

export const BLOG_MAX_TAGS = 10;
/**
 * A search counts its matches up to this many (counting every match of a common word among
 * 100,000 posts would cost more than the whole answer's budget); pages go as far as the cap.
 */
export const BLOG_COUNT_CAP = 1000;
/** Largest `limit` of the list routes. */
export const BLOG_LIST_MAX_LIMIT = 50;
export const BLOG_FEATURED_COUNT = 3;
export const BLOG_RELATED_COUNT = 3;
export const BLOG_SIDEBAR_POSTS_COUNT = 5;

// ---- Views --------------------------------------------------------------------

export interface BlogAuthor {
  id: string;
  /** First and last name joined, else the e-mail. */
  name: string;
}

export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  /** '' when the author wrote none. */
  excerpt: string;
  /** A path under BLOG_UPLOADS_PATH (or BLOG_ILLUSTRATIONS_PATH); null when none. */
  featuredImage: string | null;
  category: BlogCategory;
  /** Lower-case, no duplicates, in the author's order. */
  tags: string[];
  status: BlogPostStatus;
  author: BlogAuthor;
  views: number;
  likes: number;
  commentsCount: number;
  /** Minutes: words / 200 rounded up, at least 1 (readTimeMinutes in read-time.ts). */
  readTimeMinutes: number;
  createdAt: string;
  updatedAt: string;
  /** When it was first published; null for a draft never published. */
  publishedAt: string | null;
  /**
   * Set while an operator hides the post (docs/operations.md "Content moderation"): only its author
   * still sees it (their own posts, its page), with the operator's reason. Always null for others.
   */
  hidden: ModerationHidden | null;
  /** The language it is written in. */
  language: Language;
}

/** A post's counterpart in the other language (it translates this one, or this one translates it). */
export interface BlogTranslationLink {
  slug: string;
  language: Language;
  title: string;
}

export interface BlogPostView extends BlogPostSummary {
  /**
   * The post in the other language, when one is linked and readers may see it (published, not
   * hidden): show 'Lire en français' / 'Read in English'; the page's hreflang alternates name it.
   */
  translation: BlogTranslationLink | null;
  /** The id of the post this one translates (the author's choice, for the edit form); null when none. */
  translationOf: string | null;
  /** Sanitised HTML (safe to render; the server stores only allow-listed markup). */
  content: string;
  /** Always null today (users have no bio): show 'Passionate writer and contributor'. */
  authorBio: string | null;
  /** False when signed out. */
  likedByMe: boolean;
  savedByMe: boolean;
  /** The caller wrote it: show Edit and Delete. */
  isAuthor: boolean;
}

export interface BlogListResponse {
  posts: BlogPostSummary[];
  /** Exact, except for a search matching more than BLOG_COUNT_CAP posts: then BLOG_COUNT_CAP and totalCapped. */
  total: number;
  /** True when more posts match than `total` says: show e.g. '1000+ posts'. Only ever with a search. */
  totalCapped: boolean;
  page: number;
  /** At least 1 (an empty list still has page 1). */
  totalPages: number;
}

export interface BlogCategoryCount {
  category: BlogCategory;
  count: number;
}

export interface BlogTagCount {
  tag: string;
  count: number;
}

export interface BlogViewRecorded {
  /** The post's view count after this call. */
  views: number;
  /** False when this visitor was already counted today. */
  counted: boolean;
}

export interface BlogLikeState {
  liked: boolean;
  likes: number;
}

export interface BlogSaveState {
  saved: boolean;
}

export interface CommentView {
  id: string;
  postId: string;
  /** Null for a top-level comment. */
  parentId: string | null;
  /** Plain text (line breaks kept; render as text, never as HTML). */
  content: string;
  author: BlogAuthor;
  createdAt: string;
  /** The caller wrote it: show Delete. */
  isMine: boolean;
  /** Replies, oldest first; always [] on a reply (one level only). */
  replies: CommentView[];
}

export interface BlogCommentsResponse {
  comments: CommentView[];
  /** Comments and replies together (the heading's count). */
  total: number;
}

export interface BlogImageUploaded {
  /** Where the image is served: `${BLOG_UPLOADS_PATH}/<file>`; use as featuredImage or in an <img src>. */
  url: string;
  contentType: BlogImageMimeType;
  bytes: number;
}

export interface BlogNewsletterResponse {
  /** 'already_subscribed' when the address was captured before (the same address is never stored twice). */
  status: 'subscribed' | 'already_subscribed';
}

// ---- Requests -----------------------------------------------------------------

/** Query of BLOG_ROUTES.list; every field optional. */
export interface BlogListQuery {
  /** Full-text, French and English, accents and case ignored, web-search syntax ("quoted phrase", -word, or). */
  search?: string;
  category?: BlogCategory;
  /** One tag (lower-case). */
  tag?: string;
  /** Default 'newest'; 'popular' = most views, 'trending' = most likes. */
  sort?: BlogSort;
  /** The posts' language: 'fr', 'en', or 'all' (the default) for both. */
  language?: BlogListLanguage;
  /** 1-based; default 1. A page past the end answers an empty `posts` with the real total. */
  page?: number;
  /** Default BLOG_PAGE_SIZE (12), at most BLOG_LIST_MAX_LIMIT. */
  limit?: number;
}

export interface CreateBlogPostRequest {
  /** Required, trimmed ('Title is required'). */
  title: string;
  /** Optional; trimmed. */
  excerpt?: string;
  /** HTML from the editor; required non-empty once tags are stripped ('Content is required'). Sanitised by the server. */
  content: string;
  category: BlogCategory;
  /** Normalised by the server like normalizeBlogTag; duplicates dropped; at most BLOG_MAX_TAGS. */
  tags?: string[];
  /** A BLOG_UPLOADS_PATH path (from uploadImage); null or absent for none. */
  featuredImage?: string | null;
  /** 'draft' (Save Draft) or 'published' (Publish). */
  status: BlogPostStatus;
  /** The language it is written in; absent: the author's saved language. */
  language?: Language;
  /**
   * The id of a post in the other language that this one translates (null: none). It must be a
   * post its author may read, not itself a translation, and not translated already (INVALID_TRANSLATION).
   */
  translationOf?: string | null;
}

/** Only the fields sent change. Publishing a draft sets publishedAt (once). */
export type UpdateBlogPostRequest = Partial<CreateBlogPostRequest>;

export interface CreateCommentRequest {
  /** Plain text, required non-empty once trimmed. */
  content: string;
}

export interface BlogNewsletterRequest {
  /** Trimmed and lower-cased by the server; the simple e-mail pattern. */
  email: string;
  locale: Language;
}

// ---- Errors -------------------------------------------------------------------

/** Error codes of the blog (also in ApiErrorCode); texts under `blog:errors.<CODE>`. */
export const BlogErrorCode = {
  /** 404: unknown slug, a deleted post, or someone else's draft. 'Post not found'. */
  PostNotFound: 'BLOG_POST_NOT_FOUND',
  /** 403: edit or delete a post of someone else. */
  NotAuthor: 'BLOG_NOT_AUTHOR',
  /** 404: unknown comment (or not on this post). */
  CommentNotFound: 'BLOG_COMMENT_NOT_FOUND',
  /** 403: delete a comment of someone else. */
  NotCommentAuthor: 'BLOG_NOT_COMMENT_AUTHOR',
  /** 400: reply to a reply (replies are one level deep). */
  ReplyTooDeep: 'BLOG_REPLY_TOO_DEEP',
  /** 415: the file is not a PNG, JPEG, GIF or WebP image by its bytes. 'Please select an image file'. */
  ImageNotAnImage: 'BLOG_IMAGE_NOT_AN_IMAGE',
  /** 413: over BLOG_IMAGE_MAX_BYTES. 'Image size should be less than 5MB'. */
  ImageTooLarge: 'BLOG_IMAGE_TOO_LARGE',
  /** 413: over UPLOAD_IMAGE_MAX_PIXELS (width × height), whatever the file's size. */
  ImageTooManyPixels: 'BLOG_IMAGE_TOO_MANY_PIXELS',
  /** 400: no file in field BLOG_IMAGE_FIELD. */
  ImageMissing: 'BLOG_IMAGE_MISSING',
  /** 500: storing the image failed. 'Failed to upload image. Please try again.' */
  ImageUploadFailed: 'BLOG_IMAGE_UPLOAD_FAILED',
} as const;
export type BlogErrorCode = (typeof BlogErrorCode)[keyof typeof BlogErrorCode];

/**
 * Values of `fields` in a 400 VALIDATION_FAILED answer; texts under `blog:errors.fields.<code>`,
 * except REQUIRED on title and content, which read as `blog:errors.fields.TITLE_REQUIRED`
 * ('Title is required') and `blog:errors.fields.CONTENT_REQUIRED` ('Content is required').
 */
export const BlogFieldError = {
  /** Missing or blank (title: 'Title is required'; content: 'Content is required'; comment; email). */
  Required: 'REQUIRED',
  TooLong: 'TOO_LONG',
  InvalidCategory: 'INVALID_CATEGORY',
  InvalidStatus: 'INVALID_STATUS',
  InvalidTag: 'INVALID_TAG',
  TooManyTags: 'TOO_MANY_TAGS',
  /** featuredImage is not one of our uploads (or illustrations). */
  InvalidImageUrl: 'INVALID_IMAGE_URL',
  InvalidSort: 'INVALID_SORT',
  InvalidPage: 'INVALID_PAGE',
  InvalidEmail: 'INVALID_EMAIL',
  InvalidLocale: 'INVALID_LOCALE',
  /** language is not 'fr' or 'en' (or 'all' in a list). */
  InvalidLanguage: 'INVALID_LANGUAGE',
  /** translationOf names no readable post, a post in the same language, a translation, or one already translated. */
  InvalidTranslation: 'INVALID_TRANSLATION',
  /** A field the request does not have. */
  Unknown: 'UNKNOWN_FIELD',
} as const;
export type BlogFieldError = (typeof BlogFieldError)[keyof typeof BlogFieldError];

// ---- Pure rules -----------------------------------------------------------------

export const BLOG_LIST_LANGUAGES = ['fr', 'en', 'all'] as const;
export type BlogListLanguage = (typeof BLOG_LIST_LANGUAGES)[number];

export function isBlogListLanguage(value: unknown): value is BlogListLanguage {
  return typeof value === 'string' && (BLOG_LIST_LANGUAGES as readonly string[]).includes(value);
}

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

export function isBlogSort(value: unknown): value is BlogSort {
  return typeof value === 'string' && (BLOG_SORTS as readonly string[]).includes(value);
}

/** A tag is trimmed and lower-cased; inner runs of spaces become one space. '' means no tag. */
export function normalizeBlogTag(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
}

/**
 * The tag input's Enter/comma rule: adds each comma-separated piece of `input`, normalised,
 * unless empty, already present, too long, or past BLOG_MAX_TAGS. Returns a new list.
 */
export function addBlogTags(tags: readonly string[], input: string): string[] {
  const next = [...tags];
  for (const piece of input.split(',')) {
    const tag = normalizeBlogTag(piece);
    if (tag === '' || tag.length > BLOG_MAX_LENGTH.tag || next.includes(tag) || next.length >= BLOG_MAX_TAGS) continue;
    next.push(tag);
  }
  return next;
}

/** First and last name joined; the e-mail when both are blank. */
export function blogAuthorName(firstName: string | null | undefined, lastName: string | null | undefined, email: string): string {
  const name = [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? email : name;
}

/** Fallback when a title has nothing a slug can keep (e.g. '!!!'). */
export const BLOG_FALLBACK_SLUG = 'post';

/** Slugs that would be read as another page: the web's /blog/create and /blog/edit, the API's /blog/posts/featured... */
export const BLOG_RESERVED_SLUGS: readonly string[] = ['create', 'edit', 'featured', 'recent', 'popular', 'mine', 'saved'];

/**
 * The slug of a new post: slugify(title), BLOG_FALLBACK_SLUG if empty, then `-2`, `-3`...
 * past the taken and reserved ones.
 */
export function blogPostSlug(title: string, taken: ReadonlySet<string> = new Set()): string {
  const base = slugify(title).slice(0, 120).replace(/-+$/, '');
  return uniqueSlug(base === '' ? BLOG_FALLBACK_SLUG : base, new Set([...taken, ...BLOG_RESERVED_SLUGS]));
}

/** The site's own illustrations (apps/web/public/images/blog), used by the demo posts: they work offline. */
export const BLOG_ILLUSTRATIONS_PATH = '/images/blog';

/**
 * An image a post may show: one of our uploads, as the upload route returns it, or one of the
 * site's illustrations. Nothing from another host: it could track readers or change after review.
 */
export function isAllowedBlogImageUrl(url: string): boolean {
  if (url.startsWith(`${BLOG_UPLOADS_PATH}/`)) return UPLOAD_FILE_NAME.test(url.slice(BLOG_UPLOADS_PATH.length + 1));
  return url.startsWith(`${BLOG_ILLUSTRATIONS_PATH}/`) && /^[a-z0-9-]+\.svg$/.test(url.slice(BLOG_ILLUSTRATIONS_PATH.length + 1));
}

/** Page buttons: 1 to min(5, totalPages); none when there is a single page. */
export function blogPaginationPages(totalPages: number): number[] {
  if (totalPages <= 1) return [];
  return Array.from({ length: Math.min(BLOG_MAX_PAGINATION_BUTTONS, totalPages) }, (_, index) => index + 1);
}
