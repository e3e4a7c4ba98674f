import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import type { NotificationListQuery } from '@hm/contracts';

/** GET /api/notifications: the page after `cursor` (the previous page's `nextCursor`). */
export class NotificationListQueryDto implements NotificationListQuery {
  @ApiPropertyOptional({ description: "The previous page's nextCursor", format: 'uuid' })
  @IsOptional()
  @IsUUID('all')
  cursor?: string;
}
