import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability.controller.js';
import { AvailabilityService } from './availability.service.js';
import { ProAvailabilityRepository } from './pro-availability.repository.js';

/** Free slots: the wizard's read, and whether a booking's time has a free pro (docs/booking-rules.md "Free slots"). */
@Module({
  controllers: [AvailabilityController],
  providers: [AvailabilityService, ProAvailabilityRepository],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
