import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import {
  bookingTextError,
  EMAIL_CAPTURE_SOURCES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_REQUEST_KINDS,
  SUPPORT_STATUSES,
  type EmailCaptureSource,
  type InboxMessageRequest,
  type InboxQuery,
  type SupportRequestKind,
  type SupportStatus,
  type UpdateInboxItemRequest,
  type WaitlistQuery,
} from '@hm/contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { BookingFieldRule } from '../bookings/dto/booking-field-rule.js';
import { PageParam, SearchParam } from '../../common/validation/list-query-params.js';

export class InboxQueryDto implements InboxQuery {
  @ApiPropertyOptional({ enum: SUPPORT_REQUEST_KINDS })
  @IsOptional()
  @IsIn(SUPPORT_REQUEST_KINDS)
  kind?: SupportRequestKind;

  @ApiPropertyOptional({ enum: SUPPORT_STATUSES })
  @IsOptional()
  @IsIn(SUPPORT_STATUSES)
  status?: SupportStatus;

  @ApiPropertyOptional({ enum: ['me', 'nobody'] })
  @IsOptional()
  @IsIn(['me', 'nobody'])
  assigned?: 'me' | 'nobody';

  @SearchParam()
  search?: string;

  @PageParam()
  page?: number;
}

export class UpdateInboxItemDto implements UpdateInboxItemRequest {
  @ApiPropertyOptional({ enum: SUPPORT_STATUSES })
  @IsOptional()
  @IsIn(SUPPORT_STATUSES)
  status?: SupportStatus;

  @ApiPropertyOptional({ nullable: true, description: "An operator's user id, or null for nobody" })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID()
  assigneeId?: string | null;
}

export class InboxMessageDto implements InboxMessageRequest {
  @ApiProperty({ maxLength: SUPPORT_MESSAGE_MAX_LENGTH, example: 'Yes: open your booking and choose "Edit".' })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: SUPPORT_MESSAGE_MAX_LENGTH, multiline: true }))
  body!: string;
}

export class WaitlistQueryDto implements WaitlistQuery {
  @ApiPropertyOptional({ enum: EMAIL_CAPTURE_SOURCES })
  @IsOptional()
  @IsIn(EMAIL_CAPTURE_SOURCES)
  source?: EmailCaptureSource;

  @PageParam()
  page?: number;
}
