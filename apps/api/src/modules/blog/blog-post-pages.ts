import type { BlogPostsRepository } from './blog-posts.repository.js';

const POST_PAGE = /^\/blog\/([^/]+)\/?$/;

/**
 * Whether a blog post's page address (/blog/:slug) names no post a reader may see: unknown,
 * deleted, a draft or hidden. The page server then sends the app's not-found screen with 404
 * (its author still sees a draft or hidden post there, once signed in, with the same page).
 */
export async function isMissingBlogPost(posts: Pick<BlogPostsRepository, 'isPublic'>, path: string): Promise<boolean> {
  const slug = POST_PAGE.exec(path)?.[1];
  if (slug === undefined || slug === 'create') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return true;
  }
  return !(await posts.isPublic(decoded));
}
