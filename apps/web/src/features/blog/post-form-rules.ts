import { BLOG_CATEGORIES, type BlogCategory, type BlogPostStatus, type CreateBlogPostRequest, type Language } from '@hm/contracts';

export interface PostFormValues {
  title: string;
  excerpt: string;
  featuredImage: string | null;
  /** The editor's HTML. */
  content: string;
  /** The editor's visible text and whether it holds an image (for 'Content is required'). */
  contentText: string;
  contentHasImage: boolean;
  category: BlogCategory;
  tags: readonly string[];
  status: BlogPostStatus;
  /** The language it is written in. */
  language: Language;
  /** The id of the post (other language) it translates; '' for none. */
  translationOf: string;
}

/** A post the form may name as the original of a translation (one of the author's own). */
export interface TranslationChoice {
  id: string;
  title: string;
  language: Language;
}

/** The choices that fit a post in `language`: the author's posts in the other language, never the post itself. */
export function translationChoices(posts: readonly TranslationChoice[], language: Language, selfId?: string): TranslationChoice[] {
  return posts.filter((post) => post.language !== language && post.id !== selfId);
}

/** A new post's form: nothing written, the first category, a draft, in the author's language. */
export function newPostValues(language: Language): PostFormValues {
  return { ...EMPTY_POST, language };
}

/** A new post's form: nothing written, the first category, a draft, in French. */
export const EMPTY_POST: PostFormValues = {
  title: '',
  excerpt: '',
  featuredImage: null,
  content: '',
  contentText: '',
  contentHasImage: false,
  category: BLOG_CATEGORIES[0],
  tags: [],
  status: 'draft',
  language: 'fr',
  translationOf: '',
};

export type PostFormField = 'title' | 'content';
export type PostFormErrors = Partial<Record<PostFormField, 'titleRequired' | 'contentRequired'>>;

/** Title non-empty after trim ('Title is required'); content too ('Content is required'), an image counting as content. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  if (values.title.trim() === '') errors.title = 'titleRequired';
  if (values.contentText.trim() === '' && !values.contentHasImage) errors.content = 'contentRequired';
  return errors;
}

/** The request for the API; `status` is what the pressed button forces (Save Draft, Publish) or the select's. */
export function toPostRequest(values: PostFormValues, status: BlogPostStatus): CreateBlogPostRequest {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content,
    category: values.category,
    tags: [...values.tags],
    featuredImage: values.featuredImage,
    status,
    language: values.language,
    translationOf: values.translationOf || null,
  };
}

/** Which success message follows a save. */
export function savedMessageKey(status: BlogPostStatus): 'published' | 'savedDraft' {
  return status === 'published' ? 'published' : 'savedDraft';
}

/** Field errors of a 400 answer, by form field: `fields: { title: ['REQUIRED'] }`. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { data?: { fields?: unknown } } | undefined)?.data?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [field, codes] of Object.entries(fields as Record<string, unknown>)) {
    const code = Array.isArray(codes) ? codes[0] : codes;
    if (typeof code !== 'string') continue;
    if (code === 'REQUIRED' && field === 'title') result[field] = 'TITLE_REQUIRED';
    else if (code === 'REQUIRED' && field === 'content') result[field] = 'CONTENT_REQUIRED';
    else result[field] = code;
  }
  return result;
}
