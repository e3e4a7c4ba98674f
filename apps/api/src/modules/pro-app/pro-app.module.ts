import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { ProAppController } from './pro-app.controller.js';
import { ProEarningsController } from './pro-earnings.controller.js';
import { ProEarningsService } from './pro-earnings.service.js';
import { ProJobsRepository } from './pro-jobs.repository.js';
import { ProJobsService } from './pro-jobs.service.js';
import { ProProfileService } from './pro-profile.service.js';
import { ProScheduleService } from './pro-schedule.service.js';
import { ProStatsRepository } from './pro-stats.repository.js';

/** The professional app (/api/pro/*, docs/pros.md): jobs, steps, earnings, the pro's profile and schedule. */
@Module({
  imports: [BookingsModule, AvailabilityModule],
  controllers: [ProAppController, ProEarningsController],
  providers: [ProJobsRepository, ProJobsService, ProStatsRepository, ProEarningsService, ProProfileService, ProScheduleService],
})
export class ProAppModule {}
