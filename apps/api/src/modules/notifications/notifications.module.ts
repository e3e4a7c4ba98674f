import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { NotificationEventsService } from './notification-events.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** The notification centre (/api/notifications); bookings write into it with notification-writer.ts. */
@Module({
  imports: [RealtimeModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationEventsService],
  exports: [NotificationEventsService],
})
export class NotificationsModule {}
