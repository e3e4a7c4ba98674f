import { Global, Module } from '@nestjs/common';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';
import { SitemapRegistry } from './sitemap-registry.js';

/** robots.txt and sitemap.xml. Global so any feature can add pages through SitemapRegistry. */
@Global()
@Module({
  controllers: [SeoController],
  providers: [SeoService, SitemapRegistry],
  exports: [SitemapRegistry],
})
export class SeoModule {}
