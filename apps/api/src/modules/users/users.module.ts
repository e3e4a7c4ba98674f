import { Module } from '@nestjs/common';
import { MeController } from './me.controller.js';
import { ProfileService } from './profile.service.js';

/** The signed-in user's own account: profile, password, notification preferences (/api/me). */
@Module({
  controllers: [MeController],
  providers: [ProfileService],
})
export class UsersModule {}
