import { BLOG_CATEGORIES, type BlogCategory, type BlogPostStatus, type CreateBlogPostRequest } from '@hm/contracts';

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
}

/** A new post's form: nothing written, the first category, a draft. */
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
