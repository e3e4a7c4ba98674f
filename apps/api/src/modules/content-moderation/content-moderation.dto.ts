import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MODERATION_REASON_MAX_LENGTH, moderationReasonError, type ModerationHideRequest, type ModerationQuery } from '@hm/contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { BookingFieldRule } from '../bookings/dto/booking-field-rule.js';
import { PageParam, SearchParam } from '../../common/validation/list-query-params.js';

export class ModerationQueryDto implements ModerationQuery {
  @SearchParam("The title, the text, or the author's name or e-mail contains this")
  search?: string;

  @ApiPropertyOptional({ enum: ['hidden', 'visible'] })
  @IsOptional()
  @IsIn(['hidden', 'visible'])
  state?: 'hidden' | 'visible';

  @PageParam()
  page?: number;
}

export class ModerationHideDto implements ModerationHideRequest {
  @ApiProperty({ minLength: 3, maxLength: MODERATION_REASON_MAX_LENGTH, example: 'Advertising unrelated to the post.' })
  @Trim()
  @BookingFieldRule(moderationReasonError)
  reason!: string;
}
