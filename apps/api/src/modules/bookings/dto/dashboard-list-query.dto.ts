import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  DASHBOARD_SEARCH_MAX_LENGTH,
  DASHBOARD_SORT_COLUMNS,
  DASHBOARD_STATUS_FILTERS,
  type DashboardListQuery,
  type DashboardSortColumn,
  type DashboardStatusFilter,
  type SortDirection,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';

/** GET /api/bookings: filter, search, sort (whitelisted columns only) and page of the caller's bookings. */
export class DashboardListQueryDto implements DashboardListQuery {
  @ApiPropertyOptional({ enum: DASHBOARD_STATUS_FILTERS })
  @IsOptional()
  @IsIn(DASHBOARD_STATUS_FILTERS)
  status?: DashboardStatusFilter;

  @ApiPropertyOptional({
    description: 'Case-insensitive, partial: first or last name, e-mail, booking number',
    maxLength: DASHBOARD_SEARCH_MAX_LENGTH,
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(DASHBOARD_SEARCH_MAX_LENGTH)
  search?: string;

  @ApiPropertyOptional({ enum: DASHBOARD_SORT_COLUMNS, default: 'createdAt' })
  @IsOptional()
  @IsIn(DASHBOARD_SORT_COLUMNS)
  sort?: DashboardSortColumn;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  direction?: SortDirection;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt()
  @Min(1)
  page?: number;
}

export const ACTIVITY_PERIODS = [7, 30, 90] as const;

export class DashboardActivityQueryDto {
  @ApiPropertyOptional({ enum: ACTIVITY_PERIODS, default: 7 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsIn(ACTIVITY_PERIODS)
  days?: 7 | 30 | 90;
}
