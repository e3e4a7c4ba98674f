import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobWorkersService } from './job-workers.service.js';

@Module({
  imports: [DiscoveryModule],
  providers: [JobWorkersService],
})
export class JobsModule {}
