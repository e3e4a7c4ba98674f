import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiErrorCode,
  isUuid,
  PRO_ROUTES,
  type AdminBookingListView,
  type ProfessionalApplicationView,
  type WaitingBookingView,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { RequirePermission } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminBookingsRepository } from './admin-bookings.repository.js';
import {
  AdminBookingListQueryDto,
  ApplicationListQueryDto,
  ApproveProfessionalDto,
  RejectProfessionalDto,
} from './dto/admin-queries.dto.js';
import { ProfessionalApplicationsService } from './professional-applications.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** A malformed id is simply not found (404), like an unknown one. */
const applicationId = (id: string): string => {
  if (!isUuid(id)) throw new DomainException(ApiErrorCode.APPLICATION_NOT_FOUND, 'No such application.');
  return id;
};

/** The operator console (/admin): applications, bookings waiting for a pro, every booking. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class AdminProfessionalsController {
  constructor(
    private readonly applications: ProfessionalApplicationsService,
    private readonly bookings: AdminBookingsRepository,
  ) {}

  @Get(PRO_ROUTES.adminApplications)
  @RequirePermission('pros')
  @ApiOperation({ summary: 'Professional applications by status (default pending, oldest first)' })
  @ApiAnswer(HttpStatus.OK, ['ProfessionalApplicationView'])
  list(@Query() query: ApplicationListQueryDto): Promise<ProfessionalApplicationView[]> {
    return this.applications.list(query.status);
  }

  @Post(`${PRO_ROUTES.adminApplications}/:id/approve`)
  @RequirePermission('pros')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Approve, with an optional note for the audit log: professional account + invitation e-mail (409 APPLICATION_NOT_PENDING, PROFESSIONAL_ACCOUNT_CONFLICT)',
  })
  @ApiAnswer(HttpStatus.OK, 'ProfessionalApplicationView')
  approve(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() dto: ApproveProfessionalDto,
  ): Promise<ProfessionalApplicationView> {
    return this.applications.approve(applicationId(id), user, dto.note ?? null);
  }

  @Post(`${PRO_ROUTES.adminApplications}/:id/reject`)
  @RequirePermission('pros')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Reject with a reason (kept in the audit log), optionally e-mailing the applicant (400 on the reason, 409 APPLICATION_NOT_PENDING)',
  })
  @ApiAnswer(HttpStatus.OK, 'ProfessionalApplicationView')
  reject(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: RejectProfessionalDto): Promise<ProfessionalApplicationView> {
    return this.applications.reject(applicationId(id), user, { reason: dto.reason, notify: dto.notify ?? false });
  }

  @Get(PRO_ROUTES.adminWaitingBookings)
  @RequirePermission('bookings')
  @ApiOperation({ summary: 'Bookings waiting for a pro, each with matching approved pros (nearest area first)' })
  @ApiAnswer(HttpStatus.OK, ['WaitingBookingView'])
  waiting(): Promise<WaitingBookingView[]> {
    return this.bookings.waiting();
  }

  @Get(PRO_ROUTES.adminBookings)
  @RequirePermission('bookings')
  @ApiOperation({ summary: 'Every booking with its timeline, newest first, paged' })
  @ApiAnswer(HttpStatus.OK, 'AdminBookingListView')
  all(@Query() query: AdminBookingListQueryDto): Promise<AdminBookingListView> {
    return this.bookings.list(query);
  }
}
