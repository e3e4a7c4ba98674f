import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { AdminProCredentialsController, ProCredentialsController } from './pro-credentials.controller.js';
import { ProCredentialsRepository } from './pro-credentials.repository.js';
import { ProCredentialsService } from './pro-credentials.service.js';

/** Verified trades (docs/verified-trades.md): the pro's credentials, their certificates and the operators' review. */
@Module({
  imports: [AvailabilityModule],
  controllers: [ProCredentialsController, AdminProCredentialsController],
  providers: [ProCredentialsRepository, ProCredentialsService],
})
export class ProCredentialsModule {}
