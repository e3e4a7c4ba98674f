import type { PageLookup } from '../../http/serve-spa.js';
import { blogPostDocument } from './blog-post-document.js';
import type { BlogPostsRepository } from './blog-posts.repository.js';

const POST_PAGE = /^\/blog\/([^/]+)\/?$/;

/**
 * A blog post's page address (/blog/:slug), in one query: a post readers may see (published, not
 * hidden) is rendered on the server (blog-post-document.ts); one that is unknown, deleted, a draft
 * or hidden is missing, and the page server sends the app's not-found screen with 404 (its author
 * still sees a draft or hidden post there, once signed in, with the same page). Other addresses are
 * left to the app.
 */
export async function blogPostLookup(posts: Pick<BlogPostsRepository, 'findBySlug'>, path: string, origin: string): Promise<PageLookup> {
  const slug = POST_PAGE.exec(path)?.[1];
  if (slug === undefined || slug === 'create') return { missing: false };
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return { missing: true };
  }
  const row = await posts.findBySlug(decoded, null);
  if (!row || row.status !== 'published' || row.hidden_at !== null) return { missing: true };
  return { missing: false, page: blogPostDocument(row, origin) };
}
