import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  APPLICATION_REASON_MAX_LENGTH,
  APPLICATION_REASON_MIN_LENGTH,
  applicationNoteError,
  applicationReasonError,
  BOOKING_STATUSES,
  PROFESSIONAL_STATUSES,
  type AdminBookingListQuery,
  type ApproveProfessionalRequest,
  type BookingStatus,
  type ProfessionalApplicationListQuery,
  type ProfessionalStatus,
  type RejectProfessionalRequest,
} from '@hm/contracts';
import { PageParam, SearchParam } from '../../../common/validation/list-query-params.js';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';

export class ApplicationListQueryDto implements ProfessionalApplicationListQuery {
  @ApiPropertyOptional({ enum: PROFESSIONAL_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(PROFESSIONAL_STATUSES)
  status?: ProfessionalStatus;
}

export class AdminBookingListQueryDto implements AdminBookingListQuery {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @IsOptional()
  @IsIn(BOOKING_STATUSES)
  status?: BookingStatus;

  @SearchParam()
  search?: string;

  @PageParam()
  page?: number;
}

export class ApproveProfessionalDto implements ApproveProfessionalRequest {
  @ApiPropertyOptional({
    minLength: APPLICATION_REASON_MIN_LENGTH,
    maxLength: APPLICATION_REASON_MAX_LENGTH,
    description: "The operator's note, kept in the audit log",
    example: 'RBQ licence checked on the registry.',
  })
  @Trim()
  @BookingFieldRule(applicationNoteError)
  note?: string;
}

export class RejectProfessionalDto implements RejectProfessionalRequest {
  @ApiProperty({
    minLength: APPLICATION_REASON_MIN_LENGTH,
    maxLength: APPLICATION_REASON_MAX_LENGTH,
    description: 'Why the application is declined, kept in the audit log (not e-mailed to the applicant)',
    example: 'No RBQ licence for plumbing.',
  })
  @Trim()
  @BookingFieldRule(applicationReasonError)
  reason!: string;

  @ApiPropertyOptional({ default: false, description: 'E-mail the applicant that the application was declined' })
  @IsOptional()
  @IsBoolean()
  notify?: boolean;
}
