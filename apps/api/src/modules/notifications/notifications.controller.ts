import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NotificationPageView, NotificationReadView } from '@hm/contracts';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { NotificationListQueryDto } from './dto/notification-list-query.dto.js';
import { NotificationsService } from './notifications.service.js';

/** The caller's notification centre (the bell); anyone else's notification is a 404. */
@ApiTags('notifications')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Your notifications, newest first, a page at a time, with the unread count (400 for a bad cursor)' })
  @ApiAnswer(HttpStatus.OK, 'NotificationPageView')
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationListQueryDto): Promise<NotificationPageView> {
    return this.notifications.list(user.id, query.cursor);
  }

  @Post('read-all')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark all your notifications as read' })
  @ApiAnswer(HttpStatus.OK, 'NotificationReadView')
  readAll(@CurrentUser() user: AuthUser): Promise<NotificationReadView> {
    return this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark one of your notifications as read (404 NOTIFICATION_NOT_FOUND for any other)' })
  @ApiAnswer(HttpStatus.OK, 'NotificationReadView')
  read(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<NotificationReadView> {
    return this.notifications.markRead(user.id, id);
  }
}
