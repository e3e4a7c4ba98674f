import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { AdminBookingsRepository } from './admin-bookings.repository.js';
import { AdminProfessionalsController } from './admin-professionals.controller.js';
import { ProInvitationsController } from './pro-invitations.controller.js';
import { ProfessionalApplicationsController } from './professional-applications.controller.js';
import { ProfessionalApplicationsService } from './professional-applications.service.js';
import { ProfessionalInvitationsService } from './professional-invitations.service.js';

/**
 * The professional side (docs/pros.md): applications from /grow-business (/api/public/professionals),
 * the operator console's reads and decisions (/api/admin/...), and the invitation a pro follows
 * to set a password (/api/pro/invitations/*). Assigning a pro stays the bookings module's
 * transition (POST /api/admin/bookings/:number/transitions).
 */
@Module({
  imports: [AvailabilityModule],
  controllers: [ProfessionalApplicationsController, AdminProfessionalsController, ProInvitationsController],
  providers: [ProfessionalApplicationsService, ProfessionalInvitationsService, AdminBookingsRepository],
  exports: [ProfessionalApplicationsService],
})
export class ProfessionalsModule {}
