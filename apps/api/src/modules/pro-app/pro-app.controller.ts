import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiErrorCode,
  PRO_APP_ROUTES,
  PRO_PHOTO_FIELD,
  type ProAssignedJobView,
  type ProHomeView,
  type ProJobView,
  type ProMyProfileView,
  type ProScheduleView,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ProJobStepDto, RecordPaymentDto, ReviseArrivalDto } from './dto/pro-job-step.dto.js';
import { UpdateProProfileDto } from './dto/update-pro-profile.dto.js';
import { UpdateProScheduleDto } from './dto/update-pro-schedule.dto.js';
import { ProJobsRepository } from './pro-jobs.repository.js';
import { ProJobsService } from './pro-jobs.service.js';
import { ProPhotoUploadInterceptor } from './pro-photo-upload.interceptor.js';
import { ProProfileService } from './pro-profile.service.js';
import { ProScheduleService } from './pro-schedule.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** The professional app (/pro): professionals only; everything is scoped to the caller. */
@ApiTags('pro')
@ApiBearerAuth()
@Roles('professional')
@Controller()
export class ProAppController {
  constructor(
    private readonly jobs: ProJobsService,
    private readonly jobReads: ProJobsRepository,
    private readonly profiles: ProProfileService,
    private readonly schedules: ProScheduleService,
  ) {}

  @Get(PRO_APP_ROUTES.home)
  @ApiOperation({ summary: "Today's earnings, completed jobs, upcoming jobs, recent reviews and rating" })
  @ApiAnswer(HttpStatus.OK, 'ProHomeView')
  home(@CurrentUser() user: AuthUser): Promise<ProHomeView> {
    return this.jobs.home(user.id);
  }

  @Get(PRO_APP_ROUTES.openJobs)
  @ApiOperation({ summary: "Open jobs in the pro's categories, nearest area first; the customer's area only" })
  @ApiAnswer(HttpStatus.OK, ['ProJobView'])
  openJobs(@CurrentUser() user: AuthUser): Promise<ProJobView[]> {
    return this.jobReads.openJobs(user.id);
  }

  @Get(PRO_APP_ROUTES.myJobs)
  @ApiOperation({ summary: "The pro's accepted jobs with the customer's contact details" })
  @ApiAnswer(HttpStatus.OK, ['ProAssignedJobView'])
  myJobs(@CurrentUser() user: AuthUser): Promise<ProAssignedJobView[]> {
    return this.jobReads.myJobs(user.id);
  }

  @Post('pro/jobs/:bookingNumber/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Accept an open job (atomic: one pro wins; 409 JOB_ALREADY_TAKEN, 404 JOB_NOT_FOUND)' })
  @ApiAnswer(HttpStatus.OK, 'ProAssignedJobView')
  accept(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<ProAssignedJobView> {
    return this.jobs.accept(user, bookingNumber);
  }

  @Post('pro/jobs/:bookingNumber/steps')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'En route (with an estimated arrival), start or complete one of your jobs (409 INVALID_TRANSITION)' })
  @ApiAnswer(HttpStatus.OK, 'ProAssignedJobView')
  step(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: ProJobStepDto,
  ): Promise<ProAssignedJobView> {
    return this.jobs.step(user, bookingNumber, dto);
  }

  @Put('pro/jobs/:bookingNumber/arrival')
  @ApiOperation({ summary: 'A new estimated arrival on one of your jobs while on the way; the customer is told (409 INVALID_TRANSITION)' })
  @ApiAnswer(HttpStatus.OK, 'ProAssignedJobView')
  reviseArrival(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: ReviseArrivalDto,
  ): Promise<ProAssignedJobView> {
    return this.jobs.reviseArrival(user, bookingNumber, dto);
  }

  @Post('pro/jobs/:bookingNumber/payment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Record how and when the customer paid you directly, once the final price is agreed (409 PAYMENT_NOT_DUE, 409 PAYMENT_ALREADY_RECORDED, 400 VALIDATION_FAILED: INVALID_METHOD, INVALID_DATE, INVALID_AMOUNT)',
  })
  @ApiAnswer(HttpStatus.OK, 'ProAssignedJobView')
  recordPayment(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: RecordPaymentDto,
  ): Promise<ProAssignedJobView> {
    return this.jobs.recordPayment(user, bookingNumber, dto);
  }

  @Get(PRO_APP_ROUTES.profile)
  @ApiOperation({ summary: 'Your professional profile with your rating' })
  @ApiAnswer(HttpStatus.OK, 'ProMyProfileView')
  profile(@CurrentUser() user: AuthUser): Promise<ProMyProfileView> {
    return this.profiles.get(user.id);
  }

  @Put(PRO_APP_ROUTES.profile)
  @ApiOperation({ summary: 'Save your name, phone, categories, service areas and bios' })
  @ApiAnswer(HttpStatus.OK, 'ProMyProfileView')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProProfileDto): Promise<ProMyProfileView> {
    return this.profiles.update(user.id, dto);
  }

  @Post(PRO_APP_ROUTES.photo)
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(ProPhotoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { [PRO_PHOTO_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Upload your photo: PNG, JPEG or WebP of at most 5 MB and 40 megapixels; stored encoded again from its pixels (no metadata)',
  })
  @ApiAnswer(HttpStatus.OK, 'ProMyProfileView')
  photo(@CurrentUser() user: AuthUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<ProMyProfileView> {
    if (!file || file.size === 0) throw new DomainException(ApiErrorCode.BAD_REQUEST, `Send one file in the "${PRO_PHOTO_FIELD}" field.`);
    return this.profiles.setPhoto(user.id, file.buffer);
  }

  @Get(PRO_APP_ROUTES.schedule)
  @ApiOperation({ summary: 'Your weekly working hours and days off (the default week until you first save)' })
  @ApiAnswer(HttpStatus.OK, 'ProScheduleView')
  schedule(@CurrentUser() user: AuthUser): Promise<ProScheduleView> {
    return this.schedules.get(user.id);
  }

  @Put(PRO_APP_ROUTES.schedule)
  @ApiOperation({
    summary:
      'Replace your weekly hours and days off (400 VALIDATION_FAILED with a code per field: INVALID_TIME, OUTSIDE_HOURS, END_BEFORE_START, OVERLAP, INVALID_DAY, INVALID_DATE, DATE_IN_PAST, DATE_TOO_FAR, RANGE_REVERSED, TOO_MANY_DAYS_OFF)',
  })
  @ApiAnswer(HttpStatus.OK, 'ProScheduleView')
  updateSchedule(@CurrentUser() user: AuthUser, @Body() dto: UpdateProScheduleDto): Promise<ProScheduleView> {
    return this.schedules.update(user.id, dto);
  }
}
