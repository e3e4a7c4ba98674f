import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  BlogCategoryCount,
  BlogLikeState,
  BlogListResponse,
  BlogPostSummary,
  BlogPostView,
  BlogSaveState,
  BlogTagCount,
  BlogViewRecorded,
} from '@hm/contracts';
import { Public, Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { BlogPostsService } from './blog-posts.service.js';
import { BlogViewerService } from './blog-viewer.service.js';
import { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-post.dto.js';
import { BlogLanguageQueryDto, BlogLimitQueryDto, BlogListQueryDto, BlogPageQueryDto } from './dto/blog-query.dto.js';
import { BearerToken, VisitorFingerprint } from './viewer.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** Posts (contract: BLOG_ROUTES in @hm/contracts). Reading is public; writing needs a session. */
@ApiTags('blog')
@Controller('blog')
export class BlogPostsController {
  constructor(
    private readonly posts: BlogPostsService,
    private readonly viewers: BlogViewerService,
  ) {}

  @Get('posts')
  @Public()
  @ApiOperation({ summary: 'Published posts: full-text search (fr/en), category, tag, sort, 12 a page' })
  @ApiAnswer(HttpStatus.OK, 'BlogListResponse')
  list(@Query() query: BlogListQueryDto): Promise<BlogListResponse> {
    return this.posts.list(query);
  }

  @Get('posts/featured')
  @Public()
  @ApiOperation({ summary: 'The 3 most viewed published posts (?language=fr|en|all)' })
  @ApiAnswer(HttpStatus.OK, ['BlogPostSummary'])
  featured(@Query() query: BlogLanguageQueryDto): Promise<BlogPostSummary[]> {
    return this.posts.featured(query.language);
  }

  @Get('posts/recent')
  @Public()
  @ApiOperation({ summary: 'The newest published posts (limit, default 5; ?language=fr|en|all)' })
  @ApiAnswer(HttpStatus.OK, ['BlogPostSummary'])
  recent(@Query() query: BlogLanguageQueryDto): Promise<BlogPostSummary[]> {
    return this.posts.recent(query.limit, query.language);
  }

  @Get('posts/popular')
  @Public()
  @ApiOperation({ summary: 'The most viewed published posts (limit, default 5; ?language=fr|en|all)' })
  @ApiAnswer(HttpStatus.OK, ['BlogPostSummary'])
  popular(@Query() query: BlogLanguageQueryDto): Promise<BlogPostSummary[]> {
    return this.posts.popular(query.limit, query.language);
  }

  @Get('posts/mine')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's posts, drafts included" })
  @ApiAnswer(HttpStatus.OK, 'BlogListResponse')
  mine(@CurrentUser() user: AuthUser, @Query() query: BlogPageQueryDto): Promise<BlogListResponse> {
    return this.posts.mine(user, query);
  }

  @Get('posts/saved')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Published posts the caller saved' })
  @ApiAnswer(HttpStatus.OK, 'BlogListResponse')
  saved(@CurrentUser() user: AuthUser, @Query() query: BlogPageQueryDto): Promise<BlogListResponse> {
    return this.posts.saved(user, query);
  }

  @Get('categories')
  @Public()
  @ApiOperation({ summary: 'Each category with its number of published posts' })
  @ApiAnswer(HttpStatus.OK, ['BlogCategoryCount'])
  categories(): Promise<BlogCategoryCount[]> {
    return this.posts.categories();
  }

  @Get('tags')
  @Public()
  @ApiOperation({ summary: 'The most used tags of published posts, with their counts (limit)' })
  @ApiAnswer(HttpStatus.OK, ['BlogTagCount'])
  tags(@Query() query: BlogLimitQueryDto): Promise<BlogTagCount[]> {
    return this.posts.tags(query.limit);
  }

  @Get('posts/:slug')
  @Public()
  @ApiOperation({ summary: 'One post (a draft only for its author); send the bearer token for likedByMe, savedByMe, isAuthor' })
  @ApiAnswer(HttpStatus.OK, 'BlogPostView')
  async bySlug(@Param('slug') slug: string, @BearerToken() token: string | null): Promise<BlogPostView> {
    return this.posts.bySlug(slug, await this.viewers.viewer(token));
  }

  @Get('posts/:slug/related')
  @Public()
  @ApiOperation({ summary: 'The most viewed published posts of the same category, this one left out' })
  @ApiAnswer(HttpStatus.OK, ['BlogPostSummary'])
  async related(@Param('slug') slug: string, @BearerToken() token: string | null): Promise<BlogPostSummary[]> {
    return this.posts.related(slug, await this.viewers.viewer(token));
  }

  @Post('posts/:slug/view')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Count a view: once per visitor (user, else IP + user agent) per UTC day' })
  @ApiAnswer(HttpStatus.OK, 'BlogViewRecorded')
  async view(
    @Param('slug') slug: string,
    @BearerToken() token: string | null,
    @VisitorFingerprint() fingerprint: { ip: string; userAgent: string },
  ): Promise<BlogViewRecorded> {
    const viewer = await this.viewers.viewer(token);
    return this.posts.recordView(slug, this.viewers.visitorKey(viewer, fingerprint));
  }

  @Post('posts')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Write a post (draft or published); the slug comes from the title' })
  @ApiAnswer(HttpStatus.CREATED, 'BlogPostView')
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateBlogPostDto): Promise<BlogPostView> {
    return this.posts.create(user, dto);
  }

  @Patch('posts/:slug')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change your post (403 BLOG_NOT_AUTHOR for a post of someone else)' })
  @ApiAnswer(HttpStatus.OK, 'BlogPostView')
  update(@CurrentUser() user: AuthUser, @Param('slug') slug: string, @Body() dto: UpdateBlogPostDto): Promise<BlogPostView> {
    return this.posts.update(slug, user, dto);
  }

  @Delete('posts/:slug')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete your post (403 BLOG_NOT_AUTHOR for a post of someone else)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(@CurrentUser() user: AuthUser, @Param('slug') slug: string): Promise<void> {
    await this.posts.delete(slug, user);
  }

  @Put('posts/:slug/like')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Like the post (idempotent)' })
  @ApiAnswer(HttpStatus.OK, 'BlogLikeState')
  like(@CurrentUser() user: AuthUser, @Param('slug') slug: string): Promise<BlogLikeState> {
    return this.posts.setLike(slug, user, true);
  }

  @Delete('posts/:slug/like')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Take back your like (idempotent)' })
  @ApiAnswer(HttpStatus.OK, 'BlogLikeState')
  unlike(@CurrentUser() user: AuthUser, @Param('slug') slug: string): Promise<BlogLikeState> {
    return this.posts.setLike(slug, user, false);
  }

  @Put('posts/:slug/save')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Save the post to read later (idempotent)' })
  @ApiAnswer(HttpStatus.OK, 'BlogSaveState')
  save(@CurrentUser() user: AuthUser, @Param('slug') slug: string): Promise<BlogSaveState> {
    return this.posts.setSave(slug, user, true);
  }

  @Delete('posts/:slug/save')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Take the post out of your saved posts (idempotent)' })
  @ApiAnswer(HttpStatus.OK, 'BlogSaveState')
  unsave(@CurrentUser() user: AuthUser, @Param('slug') slug: string): Promise<BlogSaveState> {
    return this.posts.setSave(slug, user, false);
  }
}
