import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  ACCOUNT_ROLES,
  bookingTextError,
  DISABLE_REASON_MAX_LENGTH,
  type AccountRole,
  type ChangeRoleRequest,
  type DisableAccountRequest,
  type PeopleQuery,
} from '@hm/contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { BookingFieldRule } from '../bookings/dto/booking-field-rule.js';

export class PeopleQueryDto implements PeopleQuery {
  @ApiPropertyOptional({ maxLength: 100, description: 'A name, an e-mail, a phone number (4 digits or more) or a booking number' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_ROLES })
  @IsOptional()
  @IsIn(ACCOUNT_ROLES)
  role?: AccountRole;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;
}

export class DisableAccountDto implements DisableAccountRequest {
  @ApiProperty({ maxLength: DISABLE_REASON_MAX_LENGTH, example: 'Abusive messages to two professionals.' })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: DISABLE_REASON_MAX_LENGTH, multiline: true }))
  reason!: string;
}

export class ChangeRoleDto implements ChangeRoleRequest {
  @ApiProperty({ enum: ACCOUNT_ROLES })
  @IsIn(ACCOUNT_ROLES)
  role!: AccountRole;
}
