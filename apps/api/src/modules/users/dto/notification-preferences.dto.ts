import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { NotificationPreferences } from '@hm/contracts';

export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({ default: true })
  @IsBoolean()
  email!: boolean;

  @ApiProperty({ default: false })
  @IsBoolean()
  sms!: boolean;

  @ApiProperty({ default: true })
  @IsBoolean()
  marketing!: boolean;
}
