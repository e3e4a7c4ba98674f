import { Controller, Get, Header, HttpStatus, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ADMIN_WAITLISTS_CSV_ROUTE, ADMIN_WAITLISTS_ROUTE, type WaitlistListView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission } from '../auth/auth-decision.js';
import { csvLines } from './csv.js';
import { WaitlistQueryDto } from './inbox.dto.js';
import { WaitlistsRepository } from './waitlists.repository.js';

/** The site's waitlists in the console (docs/operations.md "Waitlists"), and their CSV export. */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('waitlists')
@Controller()
export class WaitlistsController {
  constructor(private readonly waitlists: WaitlistsRepository) {}

  @Get(ADMIN_WAITLISTS_ROUTE)
  @ApiOperation({ summary: "Addresses left on the site's lists, newest first, 50 a page, optionally one list" })
  @ApiAnswer(HttpStatus.OK, 'WaitlistListView')
  list(@Query() query: WaitlistQueryDto): Promise<WaitlistListView> {
    return this.waitlists.page(query);
  }

  @Get(ADMIN_WAITLISTS_CSV_ROUTE)
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Every address of the list (or of all lists) as CSV: email, list, language, signed up at (ISO instant)',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiOperation({ summary: 'The waitlists as a CSV attachment' })
  async export(@Query() query: WaitlistQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const entries = await this.waitlists.all(query.source);
    res.attachment(`homemate-waitlist-${query.source ?? 'all'}.csv`);
    res.type('text/csv; charset=utf-8');
    return csvLines([['email', 'list', 'language', 'signed_up_at'], ...entries.map((e) => [e.email, e.source, e.locale, e.createdAt])]);
  }
}
