import { Injectable } from '@nestjs/common';
import type { Language } from '@hm/contracts';

/** One page of the sitemap, relative to PUBLIC_URL. */
export interface SitemapEntry {
  /** e.g. '/blog/ultimate-home-maintenance-guide'. */
  path: string;
  lastModified?: Date;
  /** The languages the page exists in; both by default. */
  languages?: readonly Language[];
}

/** Lists pages of a feature (e.g. published blog posts) at the moment the sitemap is asked for. */
export type SitemapSource = () => Promise<readonly SitemapEntry[]>;

/**
 * Where features add their own pages to sitemap.xml, beside the fixed public routes. The blog
 * module registers its published posts like this (SeoModule is global, so just inject it):
 *
 *   constructor(sitemap: SitemapRegistry) {
 *     sitemap.register('blog posts', async () => (await this.publishedPosts()).map((post) =>
 *       ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })));
 *   }
 */
@Injectable()
export class SitemapRegistry {
  private readonly sources = new Map<string, SitemapSource>();

  register(name: string, source: SitemapSource): void {
    this.sources.set(name, source);
  }

  /** Every registered source's entries; each source is named so a failure can be logged. */
  namedSources(): ReadonlyMap<string, SitemapSource> {
    return this.sources;
  }
}
