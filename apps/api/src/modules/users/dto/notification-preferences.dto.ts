import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { NotificationPreferences } from '@hm/contracts';

export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({
    default: true,
    description:
      'A pro assigned, on the way, started, the job completed, details changed, the reminder; to a pro: a job changed, a review.',
  })
  @IsBoolean()
  bookingUpdates!: boolean;

  @ApiProperty({ default: true, description: 'A message on a booking from the other party, still unread after a while.' })
  @IsBoolean()
  messages!: boolean;

  @ApiProperty({ default: true, description: 'Offers, news and tips from HomeMate.' })
  @IsBoolean()
  tipsAndOffers!: boolean;
}
