import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../../config/app-config.js';
import { buildRobotsTxt } from './robots.js';
import { buildSitemap, STATIC_SITEMAP_ENTRIES } from './sitemap.js';
import { SitemapRegistry, type SitemapEntry } from './sitemap-registry.js';

@Injectable()
export class SeoService {
  private readonly logger = new Logger(SeoService.name);

  constructor(
    private readonly config: ConfigService<AppConfig, true>,
    private readonly registry: SitemapRegistry,
  ) {}

  robotsTxt(): string {
    return buildRobotsTxt(this.publicUrl());
  }

  /** The fixed routes, then every registered source's pages; a failing source is left out and logged. */
  async sitemapXml(): Promise<string> {
    const extra: SitemapEntry[] = [];
    for (const [name, source] of this.registry.namedSources()) {
      try {
        extra.push(...(await source()));
      } catch (error) {
        this.logger.error(
          `Sitemap source "${name}" failed; its pages are left out this time`,
          error instanceof Error ? error.stack : String(error),
        );
      }
    }
    return buildSitemap(this.publicUrl(), [...STATIC_SITEMAP_ENTRIES, ...extra]);
  }

  private publicUrl(): string {
    return this.config.get('http', { infer: true }).publicUrl;
  }
}
