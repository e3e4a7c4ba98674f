import { Controller, Get, Header, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PUBLIC_FIGURES_ROUTE, type PublicFiguresView } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { PublicFiguresService } from './public-figures.service.js';

@ApiTags('public-config')
@Controller(PUBLIC_FIGURES_ROUTE)
export class PublicFiguresController {
  constructor(private readonly figures: PublicFiguresService) {}

  @Get()
  @Public()
  // The same for every visitor; recomputed every 5 minutes.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The figures the marketing pages state, from the data (null under each floor)' })
  @ApiAnswer(HttpStatus.OK, 'PublicFiguresView')
  get(): Promise<PublicFiguresView> {
    return this.figures.figures();
  }
}
