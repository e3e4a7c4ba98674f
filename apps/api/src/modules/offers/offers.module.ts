import { Module } from '@nestjs/common';
import { OffersController } from './offers.controller.js';
import { OffersRepository } from './offers.repository.js';
import { OffersService } from './offers.service.js';

/** The welcome offer and the thank-you codes (docs/pricing-and-taxes.md "Offers"). */
@Module({
  controllers: [OffersController],
  providers: [OffersService, OffersRepository],
  exports: [OffersService, OffersRepository],
})
export class OffersModule {}
