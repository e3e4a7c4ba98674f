import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  BOOKING_STATUSES,
  PROFESSIONAL_STATUSES,
  type AdminBookingListQuery,
  type BookingStatus,
  type ProfessionalApplicationListQuery,
  type ProfessionalStatus,
  type RejectProfessionalRequest,
} from '@hm/contracts';

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

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;
}

export class RejectProfessionalDto implements RejectProfessionalRequest {
  @ApiPropertyOptional({ default: false, description: 'E-mail the applicant that the application was declined' })
  @IsOptional()
  @IsBoolean()
  notify?: boolean;
}
