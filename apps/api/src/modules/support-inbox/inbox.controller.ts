import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseEnumPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_INBOX_ROUTE,
  ApiErrorCode,
  SUPPORT_REQUEST_KINDS,
  type InboxItemView,
  type InboxListView,
  type SupportRequestKind,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { InboxMessageDto, InboxQueryDto, UpdateInboxItemDto } from './inbox.dto.js';
import { InboxRepository } from './inbox.repository.js';
import { InboxService } from './inbox.service.js';

/** An unknown kind in the path is simply not found (404), like an unknown id. */
const kindPipe = new ParseEnumPipe(Object.fromEntries(SUPPORT_REQUEST_KINDS.map((kind) => [kind, kind])), {
  exceptionFactory: () => new DomainException(ApiErrorCode.SUPPORT_REQUEST_NOT_FOUND, 'No such message or question.'),
});
const ITEM = `${ADMIN_INBOX_ROUTE}/:kind/:id`;
/** The pipe hides the parameter from Swagger; this names it. */
const KindParam = () =>
  ApiParam({ name: 'kind', enum: SUPPORT_REQUEST_KINDS, description: 'contact (a contact message) or faq (a FAQ question)' });

/** The console's support inbox (docs/operations.md "Support inbox"): contact messages and FAQ questions. */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('inbox')
@Controller()
export class InboxController {
  constructor(
    private readonly inbox: InboxService,
    private readonly repository: InboxRepository,
  ) {}

  @Get(ADMIN_INBOX_ROUTE)
  @ApiOperation({ summary: 'Contact messages and FAQ questions, newest first, 30 a page, by kind, status, assignee and search' })
  @ApiAnswer(HttpStatus.OK, 'InboxListView')
  list(@CurrentUser() user: AuthUser, @Query() query: InboxQueryDto): Promise<InboxListView> {
    return this.repository.list(query, user.id);
  }

  @Get(ITEM)
  @ApiOperation({ summary: 'One request with its whole text, its replies and notes (404 SUPPORT_REQUEST_NOT_FOUND)' })
  @ApiAnswer(HttpStatus.OK, 'InboxItemView')
  @KindParam()
  get(@Param('kind', kindPipe) kind: SupportRequestKind, @Param('id') id: string): Promise<InboxItemView> {
    return this.inbox.get(kind, id);
  }

  @Patch(ITEM)
  @ApiOperation({ summary: 'Change the status and/or the assigned operator (422 OPERATOR_NOT_FOUND); recorded in the audit log' })
  @ApiAnswer(HttpStatus.OK, 'InboxItemView')
  @KindParam()
  update(
    @CurrentUser() user: AuthUser,
    @Param('kind', kindPipe) kind: SupportRequestKind,
    @Param('id') id: string,
    @Body() body: UpdateInboxItemDto,
  ): Promise<InboxItemView> {
    return this.inbox.update(user.id, kind, id, body);
  }

  @Post(`${ITEM}/notes`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add an internal note (never sent)' })
  @ApiAnswer(HttpStatus.OK, 'InboxItemView')
  @KindParam()
  note(
    @CurrentUser() user: AuthUser,
    @Param('kind', kindPipe) kind: SupportRequestKind,
    @Param('id') id: string,
    @Body() body: InboxMessageDto,
  ): Promise<InboxItemView> {
    return this.inbox.note(user.id, kind, id, body.body);
  }

  @Post(`${ITEM}/replies`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Reply: e-mailed to the sender in their language and kept on the thread; the request is then answered' })
  @ApiAnswer(HttpStatus.OK, 'InboxItemView')
  @KindParam()
  reply(
    @CurrentUser() user: AuthUser,
    @Param('kind', kindPipe) kind: SupportRequestKind,
    @Param('id') id: string,
    @Body() body: InboxMessageDto,
  ): Promise<InboxItemView> {
    return this.inbox.reply(user.id, kind, id, body.body);
  }
}
