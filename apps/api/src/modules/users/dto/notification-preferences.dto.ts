import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { NotificationPreferences } from '@hm/contracts';

export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({ default: true, description: 'A pro assigned, on the way, the job completed, the reminder, a job changed (to its pro).' })
  @IsBoolean()
  bookingUpdates!: boolean;

  @ApiProperty({ default: true, description: 'Offers, news and tips from HomeMate.' })
  @IsBoolean()
  tipsAndOffers!: boolean;
}
