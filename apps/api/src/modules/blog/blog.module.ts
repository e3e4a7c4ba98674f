import { Module } from '@nestjs/common';
import { BlogCommentsController } from './blog-comments.controller.js';
import { BlogCommentsService } from './blog-comments.service.js';
import { BlogImagesController } from './blog-images.controller.js';
import { BlogImagesService } from './blog-images.service.js';
import { BlogNewsletterController } from './blog-newsletter.controller.js';
import { BlogNewsletterService } from './blog-newsletter.service.js';
import { BlogPostsController } from './blog-posts.controller.js';
import { BlogPostsRepository } from './blog-posts.repository.js';
import { BlogPostsService } from './blog-posts.service.js';
import { BlogSitemap } from './blog-sitemap.js';
import { BlogViewerService } from './blog-viewer.service.js';

/** The blog (/api/blog/*, /api/uploads/*): posts, search, likes, saves, views, comments, images, newsletter; its posts in sitemap.xml. */
@Module({
  controllers: [BlogPostsController, BlogCommentsController, BlogImagesController, BlogNewsletterController],
  providers: [
    BlogPostsRepository,
    BlogPostsService,
    BlogCommentsService,
    BlogImagesService,
    BlogNewsletterService,
    BlogViewerService,
    BlogSitemap,
  ],
  exports: [BlogPostsRepository],
})
export class BlogModule {}
