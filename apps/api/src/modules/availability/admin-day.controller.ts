import { Body, Controller, Delete, Get, HttpStatus, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_DAY_CAPACITY_ROUTE, ADMIN_DAY_ROUTE, type AdminDayView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminDayService } from './admin-day.service.js';
import { AdminDayQueryDto } from './dto/admin-day-query.dto.js';
import { DayCapacityKeyDto, SetDayCapacityDto } from './dto/set-day-capacity.dto.js';

/** The operator console's day view: one trade's pros, jobs and free times on one Montreal day, and its cap. */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('bookings')
@Controller()
export class AdminDayController {
  constructor(private readonly day: AdminDayService) {}

  @Get(ADMIN_DAY_ROUTE)
  @ApiOperation({
    summary:
      "One Montreal day of one trade: each approved pro's jobs and free start times, and the bookings waiting for a pro; 400 VALIDATION_FAILED (REQUIRED, INVALID_DATE, UNKNOWN_SERVICE, SERVICE_NOT_BOOKABLE)",
  })
  @ApiAnswer(HttpStatus.OK, 'AdminDayView')
  view(@Query() query: AdminDayQueryDto): Promise<AdminDayView> {
    return this.day.view(query);
  }

  @Put(ADMIN_DAY_CAPACITY_ROUTE)
  @ApiOperation({
    summary:
      "Sets the trade's cap for a day, today or later (Moving Day): at most maxBookings bookings; answers the day; 400 VALIDATION_FAILED (INVALID_DATE, DATE_IN_PAST, UNKNOWN_SERVICE, SERVICE_NOT_BOOKABLE, INVALID_CAP)",
  })
  @ApiAnswer(HttpStatus.OK, 'AdminDayView')
  setCapacity(@CurrentUser() user: AuthUser, @Body() body: SetDayCapacityDto): Promise<AdminDayView> {
    return this.day.setCapacity(user.id, body);
  }

  @Delete(ADMIN_DAY_CAPACITY_ROUTE)
  @ApiOperation({
    summary:
      "Removes the trade's cap for a day, today or later: every free time can be booked again; answers the day; 400 VALIDATION_FAILED (INVALID_DATE, DATE_IN_PAST, UNKNOWN_SERVICE, SERVICE_NOT_BOOKABLE)",
  })
  @ApiAnswer(HttpStatus.OK, 'AdminDayView')
  removeCapacity(@CurrentUser() user: AuthUser, @Query() query: DayCapacityKeyDto): Promise<AdminDayView> {
    return this.day.removeCapacity(user.id, query);
  }
}
