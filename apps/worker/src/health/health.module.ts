import { Module } from '@nestjs/common';
import { HealthServerService } from './health-server.service.js';

@Module({ providers: [HealthServerService], exports: [HealthServerService] })
export class HealthModule {}
