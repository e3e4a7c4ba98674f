import { blogAuthorName, type BlogPostSummary, type BlogPostView } from '@hm/contracts';
import type { PostRow } from './blog-posts.repository.js';

/** The driver hands timestamps over as text or Date depending on its settings; the API always answers ISO. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toPostSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    category: row.category,
    tags: row.tags,
    status: row.status,
    author: { id: row.author_id, name: blogAuthorName(row.author_first_name, row.author_last_name, row.author_email) },
    views: row.views,
    likes: row.likes_count,
    commentsCount: row.comments_count,
    readTimeMinutes: row.read_time_minutes,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    publishedAt: row.published_at === null ? null : isoTime(row.published_at),
    // Public reads never return a hidden post: only its author meets this.
    hidden: row.hidden_at === null ? null : { at: isoTime(row.hidden_at), reason: row.hidden_reason ?? '' },
    language: row.language,
  };
}

export function toPostView(row: PostRow, viewerId: string | null): BlogPostView {
  return {
    ...toPostSummary(row),
    content: row.content ?? '',
    authorBio: null,
    likedByMe: row.liked_by_me === true,
    savedByMe: row.saved_by_me === true,
    isAuthor: viewerId !== null && viewerId === row.author_id,
    translation:
      row.translation_slug && row.translation_title && row.translation_language
        ? { slug: row.translation_slug, title: row.translation_title, language: row.translation_language }
        : null,
    translationOf: row.translation_of_id,
  };
}
