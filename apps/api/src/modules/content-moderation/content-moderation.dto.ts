import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MODERATION_REASON_MAX_LENGTH, moderationReasonError, type ModerationHideRequest, type ModerationQuery } from '@hm/contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { BookingFieldRule } from '../bookings/dto/booking-field-rule.js';

export class ModerationQueryDto implements ModerationQuery {
  @ApiPropertyOptional({ maxLength: 100, description: "The title, the text, or the author's name or e-mail contains this" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ['hidden', 'visible'] })
  @IsOptional()
  @IsIn(['hidden', 'visible'])
  state?: 'hidden' | 'visible';

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;
}

export class ModerationHideDto implements ModerationHideRequest {
  @ApiProperty({ minLength: 3, maxLength: MODERATION_REASON_MAX_LENGTH, example: 'Advertising unrelated to the post.' })
  @Trim()
  @BookingFieldRule(moderationReasonError)
  reason!: string;
}
