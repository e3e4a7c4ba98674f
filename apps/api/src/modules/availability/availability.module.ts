import { Module } from '@nestjs/common';
import { AdminDayController } from './admin-day.controller.js';
import { AdminDayService } from './admin-day.service.js';
import { AvailabilityCache } from './availability-cache.js';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ProAvailabilityRepository } from './pro-availability.repository.js';

/** Free slots: the wizard's read, and whether a booking's time has a free pro (docs/booking-rules.md "Free slots"), and the operators' day view. */
@Module({
  controllers: [AvailabilityController, AdminDayController],
  providers: [AvailabilityService, AvailabilityCache, AdminDayService, ProAvailabilityRepository],
  exports: [AvailabilityService, AvailabilityCache],
})
export class AvailabilityModule {}
