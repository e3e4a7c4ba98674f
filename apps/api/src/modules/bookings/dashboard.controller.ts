import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DashboardActivityView, DashboardCountsView, DashboardListView } from '@hm/contracts';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardActivityQueryDto, DashboardListQueryDto } from './dto/dashboard-list-query.dto.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/**
 * The customer dashboard: the caller's own bookings only. Registered before the controllers with
 * `bookings/:bookingNumber`, so `bookings/stats` and `bookings/activity` reach these routes.
 */
@ApiTags('bookings')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings')
export class DashboardController {
  constructor(private readonly dashboard: DashboardRepository) {}

  @Get()
  @ApiOperation({ summary: 'Your bookings: filter by status, search, sort and page (DASHBOARD_PAGE_SIZE per page)' })
  @ApiAnswer(HttpStatus.OK, 'DashboardListView')
  list(@CurrentUser() user: AuthUser, @Query() query: DashboardListQueryDto): Promise<DashboardListView> {
    return this.dashboard.list(user.id, query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Counts of your bookings by status and assignment (one query)' })
  @ApiAnswer(HttpStatus.OK, 'DashboardCountsView')
  counts(@CurrentUser() user: AuthUser): Promise<DashboardCountsView> {
    return this.dashboard.counts(user.id);
  }

  @Get('activity')
  @ApiOperation({ summary: 'Bookings you made per day (Toronto days) over the last 7, 30 or 90 days, zero days included' })
  @ApiAnswer(HttpStatus.OK, 'DashboardActivityView')
  activity(@CurrentUser() user: AuthUser, @Query() query: DashboardActivityQueryDto): Promise<DashboardActivityView> {
    return this.dashboard.activity(user.id, query.days ?? 7);
  }
}
