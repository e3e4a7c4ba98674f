import { Injectable } from '@nestjs/common';
import { ApiErrorCode, isUuid, NOTIFICATION_PAGE_SIZE, type NotificationPageView, type NotificationReadView } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { NotificationEventsService } from './notification-events.service.js';
import { NotificationsRepository } from './notifications.repository.js';

const notificationNotFound = () => new DomainException(ApiErrorCode.NOTIFICATION_NOT_FOUND, 'No such notification.');

/** The caller's own notification centre: the list, and marking read (one or all). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly events: NotificationEventsService,
  ) {}

  /**
   * A page, newest first. The cursor is the id of the last notification of the page before; one
   * that is not the caller's is refused like a malformed one (400), never used to read elsewhere.
   */
  async list(userId: string, cursor: string | undefined): Promise<NotificationPageView> {
    if (cursor !== undefined && !(await this.repository.owns(userId, cursor))) {
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'Unknown cursor.', { cursor: ['INVALID_CURSOR'] });
    }
    // One more than a page tells whether there is a next one.
    const rows = await this.repository.page(userId, cursor ?? null, NOTIFICATION_PAGE_SIZE + 1);
    const items = rows.slice(0, NOTIFICATION_PAGE_SIZE);
    return {
      items,
      nextCursor: rows.length > NOTIFICATION_PAGE_SIZE ? items[items.length - 1]!.id : null,
      unreadCount: await this.repository.unreadCount(userId),
    };
  }

  async markRead(userId: string, id: string): Promise<NotificationReadView> {
    const now = new Date();
    if (!isUuid(id) || !(await this.repository.markRead(userId, id, now))) throw notificationNotFound();
    const unreadCount = await this.repository.unreadCount(userId);
    this.events.read(userId, id, now, unreadCount);
    return { unreadCount };
  }

  async markAllRead(userId: string): Promise<NotificationReadView> {
    const now = new Date();
    await this.repository.markAllRead(userId, now);
    const unreadCount = await this.repository.unreadCount(userId);
    this.events.read(userId, null, now, unreadCount);
    return { unreadCount };
  }
}
