import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminContentListRoute,
  type ModerationCommentListView,
  type ModerationCommentView,
  type ModerationPostListView,
  type ModerationPostView,
} from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ModerationHideDto, ModerationQueryDto } from './content-moderation.dto.js';
import { ContentModerationRepository } from './content-moderation.repository.js';
import { ContentModerationService } from './content-moderation.service.js';

const POSTS = adminContentListRoute('post');
const COMMENTS = adminContentListRoute('comment');
const POST = `${POSTS}/:id`;
const COMMENT = `${COMMENTS}/:id`;

/** The console's content moderation (docs/operations.md "Content moderation"): blog posts and comments hidden with a reason, or restored. */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('content')
@Controller()
export class ContentModerationController {
  constructor(
    private readonly moderation: ContentModerationService,
    private readonly repository: ContentModerationRepository,
  ) {}

  @Get(POSTS)
  @ApiOperation({ summary: 'Published and hidden blog posts, newest first, 30 a page; search by title or author; by state' })
  @ApiAnswer(HttpStatus.OK, 'ModerationPostListView')
  posts(@Query() query: ModerationQueryDto): Promise<ModerationPostListView> {
    return this.repository.listPosts(query);
  }

  @Get(COMMENTS)
  @ApiOperation({ summary: 'Blog comments, newest first, 30 a page; search by text, post title or author; by state' })
  @ApiAnswer(HttpStatus.OK, 'ModerationCommentListView')
  comments(@Query() query: ModerationQueryDto): Promise<ModerationCommentListView> {
    return this.repository.listComments(query);
  }

  @Post(`${POST}/hide`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Hide a post from readers with a reason; its author is e-mailed (404 CONTENT_NOT_FOUND, 409 CONTENT_ALREADY_HIDDEN); audited',
  })
  @ApiAnswer(HttpStatus.OK, 'ModerationPostView')
  hidePost(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: ModerationHideDto): Promise<ModerationPostView> {
    return this.moderation.hidePost(user.id, id, body.reason);
  }

  @Post(`${POST}/restore`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Show a hidden post again; its author is e-mailed (404 CONTENT_NOT_FOUND, 409 CONTENT_NOT_HIDDEN); audited' })
  @ApiAnswer(HttpStatus.OK, 'ModerationPostView')
  restorePost(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ModerationPostView> {
    return this.moderation.restorePost(user.id, id);
  }

  @Post(`${COMMENT}/hide`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Hide a comment (and the replies under it) with a reason; its author is e-mailed (404 CONTENT_NOT_FOUND, 409 CONTENT_ALREADY_HIDDEN); audited',
  })
  @ApiAnswer(HttpStatus.OK, 'ModerationCommentView')
  hideComment(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() body: ModerationHideDto): Promise<ModerationCommentView> {
    return this.moderation.hideComment(user.id, id, body.reason);
  }

  @Post(`${COMMENT}/restore`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Show a hidden comment again; its author is e-mailed (404 CONTENT_NOT_FOUND, 409 CONTENT_NOT_HIDDEN); audited' })
  @ApiAnswer(HttpStatus.OK, 'ModerationCommentView')
  restoreComment(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ModerationCommentView> {
    return this.moderation.restoreComment(user.id, id);
  }
}
