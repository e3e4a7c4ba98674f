import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BlogCommentsResponse, CommentView } from '@hm/contracts';
import { Public, Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { BlogCommentsService } from './blog-comments.service.js';
import { BlogViewerService } from './blog-viewer.service.js';
import { CreateCommentDto } from './dto/blog-comment.dto.js';
import { BearerToken } from './viewer.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** Comments and one-level replies under a post. */
@ApiTags('blog')
@Controller('blog/posts/:slug/comments')
export class BlogCommentsController {
  constructor(
    private readonly comments: BlogCommentsService,
    private readonly viewers: BlogViewerService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Comments newest first, each with its replies oldest first; send the bearer token for isMine' })
  @ApiAnswer(HttpStatus.OK, 'BlogCommentsResponse')
  async list(@Param('slug') slug: string, @BearerToken() token: string | null): Promise<BlogCommentsResponse> {
    return this.comments.list(slug, await this.viewers.viewer(token));
  }

  @Post()
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Comment on a published post' })
  @ApiAnswer(HttpStatus.CREATED, 'CommentView')
  create(@CurrentUser() user: AuthUser, @Param('slug') slug: string, @Body() dto: CreateCommentDto): Promise<CommentView> {
    return this.comments.create(slug, user, dto.content, null);
  }

  @Post(':commentId/replies')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Reply to a top-level comment (400 BLOG_REPLY_TOO_DEEP for a reply)' })
  @ApiAnswer(HttpStatus.CREATED, 'CommentView')
  reply(
    @CurrentUser() user: AuthUser,
    @Param('slug') slug: string,
    @Param('commentId') commentId: string,
    @Body() dto: CreateCommentDto,
  ): Promise<CommentView> {
    return this.comments.create(slug, user, dto.content, commentId);
  }

  @Delete(':commentId')
  @Roles('customer', 'professional', 'support', 'admin')
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete your comment (403 BLOG_NOT_COMMENT_AUTHOR for a comment of someone else)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async delete(@CurrentUser() user: AuthUser, @Param('slug') slug: string, @Param('commentId') commentId: string): Promise<void> {
    await this.comments.delete(slug, user, commentId);
  }
}
