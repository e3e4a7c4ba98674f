import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
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
import { PageParam, SearchParam } from '../../common/validation/list-query-params.js';

export class PeopleQueryDto implements PeopleQuery {
  @SearchParam('A name, an e-mail, a phone number (4 digits or more) or a booking number')
  search?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_ROLES })
  @IsOptional()
  @IsIn(ACCOUNT_ROLES)
  role?: AccountRole;

  @PageParam()
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
