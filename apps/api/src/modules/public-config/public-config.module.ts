import { Module } from '@nestjs/common';
import { PublicConfigController } from './public-config.controller.js';
import { PublicFiguresController } from './public-figures.controller.js';
import { PublicFiguresService } from './public-figures.service.js';

@Module({ controllers: [PublicConfigController, PublicFiguresController], providers: [PublicFiguresService] })
export class PublicConfigModule {}
