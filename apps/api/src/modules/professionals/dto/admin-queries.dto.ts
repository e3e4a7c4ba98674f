import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  BOOKING_STATUSES,
  PROFESSIONAL_STATUSES,
  type AdminBookingListQuery,
  type BookingStatus,
  type ProfessionalApplicationListQuery,
  type ProfessionalStatus,
  type RejectProfessionalRequest,
} from '@hm/contracts';
import { PageParam, SearchParam } from '../../../common/validation/list-query-params.js';

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

export class RejectProfessionalDto implements RejectProfessionalRequest {
  @ApiPropertyOptional({ default: false, description: 'E-mail the applicant that the application was declined' })
  @IsOptional()
  @IsBoolean()
  notify?: boolean;
}
