import { Module } from '@nestjs/common';
import { DataExportService } from './data-export.service.js';
import { DevicesService } from './devices.service.js';
import { MeController } from './me.controller.js';
import { ProfileService } from './profile.service.js';

/** The signed-in user's own account: profile, password, notification preferences, signed-in devices, data export (/api/me). */
@Module({
  controllers: [MeController],
  providers: [ProfileService, DevicesService, DataExportService],
})
export class UsersModule {}
