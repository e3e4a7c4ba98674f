import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SitemapRegistry } from '../seo/sitemap-registry.js';
import { BlogPostsRepository } from './blog-posts.repository.js';

/**
 * A sitemap file holds at most 50,000 URLs and each post is listed once per language: the fixed
 * routes take a few, the newest posts the rest.
 */
export const SITEMAP_MAX_POSTS = 24_000;

/** Adds every published post (newest first) to sitemap.xml, with its last change. */
@Injectable()
export class BlogSitemap implements OnModuleInit {
  constructor(
    private readonly registry: SitemapRegistry,
    private readonly posts: BlogPostsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register('blog posts', async () =>
      (await this.posts.publishedSlugs(SITEMAP_MAX_POSTS)).map((post) => ({
        path: `/blog/${encodeURIComponent(post.slug)}`,
        lastModified: new Date(post.updated_at),
      })),
    );
  }
}
