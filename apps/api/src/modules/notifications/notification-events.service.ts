import { Injectable, Logger } from '@nestjs/common';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { userRoom } from '../realtime/socket-data.js';
import type { WrittenNotification } from './notification-writer.js';
import { NotificationsRepository } from './notifications.repository.js';

/**
 * The bell's live updates, to the notified user's own room only (`user:{id}`, which only their
 * sockets join). Callers announce after their transaction committed, so a rolled-back change is
 * never shown; each carries the unread count read after the commit.
 */
@Injectable()
export class NotificationEventsService {
  private readonly logger = new Logger(NotificationEventsService.name);

  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly repository: NotificationsRepository,
  ) {}

  /** Fire and forget: the change is committed and answered whatever happens to the announcement. */
  announce(written: readonly WrittenNotification[]): void {
    if (written.length === 0 || !this.gateway.server) return;
    void Promise.all(
      written.map(async ({ userId, view }) => {
        const unreadCount = await this.repository.unreadCount(userId);
        this.gateway.server.to(userRoom(userId)).emit('notification:new', { notification: view, unreadCount });
      }),
    ).catch((error: Error) => this.logger.warn(`could not announce notifications: ${error.message}`));
  }

  read(userId: string, id: string | null, readAt: Date, unreadCount: number): void {
    this.gateway.server?.to(userRoom(userId)).emit('notification:read', { id, readAt: readAt.toISOString(), unreadCount });
  }
}
