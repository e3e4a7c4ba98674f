import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PUBLIC_FIGURES_ROUTE, type PublicFiguresView } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { Public } from '../auth/auth-decision.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { PublicFiguresService } from './public-figures.service.js';

@ApiTags('public-config')
@Controller(PUBLIC_FIGURES_ROUTE)
export class PublicFiguresController {
  /** The same for every visitor; browsers keep it as long as the API does (PUBLIC_FIGURES_CACHE_SECONDS). */
  private readonly cacheControl: string;

  constructor(
    private readonly figures: PublicFiguresService,
    config: ConfigService<AppConfig, true>,
  ) {
    this.cacheControl = `public, max-age=${config.get('publicFigures', { infer: true }).cacheSeconds}`;
  }

  @Get()
  @Public()
  @ApiOperation({
    summary:
      "The figures the marketing pages state and the customers' latest reviews the landing quotes, from the data (each left out under its floor)",
  })
  @ApiAnswer(HttpStatus.OK, 'PublicFiguresView')
  get(@Res({ passthrough: true }) res: Response): Promise<PublicFiguresView> {
    res.setHeader('Cache-Control', this.cacheControl);
    return this.figures.figures();
  }
}
