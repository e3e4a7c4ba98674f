import { Module } from '@nestjs/common';
import { PublicFormsController } from './public-forms.controller.js';
import { PublicFormsService } from './public-forms.service.js';

/** Waitlist, contact form and FAQ question form of the public site (/api/public/*). */
@Module({
  controllers: [PublicFormsController],
  providers: [PublicFormsService],
})
export class PublicFormsModule {}
