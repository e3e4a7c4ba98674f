import { Controller, Get, Header, HttpStatus, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { isSupportedLanguage, PRO_APP_ROUTES, type ProEarningsView, type ProWeeklyStatementView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ProEarningsService } from './pro-earnings.service.js';

/** The pro's earnings and weekly statements: professionals only, their own. */
@ApiTags('pro')
@ApiBearerAuth()
@Roles('professional')
@Controller()
export class ProEarningsController {
  constructor(private readonly earnings: ProEarningsService) {}

  @Get(PRO_APP_ROUTES.earnings)
  @ApiOperation({ summary: "Earnings from paid jobs, net of HomeMate's commission, tips apart, per Montreal day and week" })
  @ApiAnswer(HttpStatus.OK, 'ProEarningsView')
  summary(@CurrentUser() user: AuthUser): Promise<ProEarningsView> {
    return this.earnings.earnings(user.id);
  }

  @Get(PRO_APP_ROUTES.statement(':weekStart'))
  @ApiOperation({ summary: 'The jobs paid in the week from a Monday, with totals and the balance: 400 VALIDATION_FAILED (INVALID_WEEK)' })
  @ApiAnswer(HttpStatus.OK, 'ProWeeklyStatementView')
  statement(@CurrentUser() user: AuthUser, @Param('weekStart') weekStart: string): Promise<ProWeeklyStatementView> {
    return this.earnings.statement(user.id, weekStart);
  }

  @Get(PRO_APP_ROUTES.statementCsv(':weekStart'))
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The statement as CSV (an attachment)', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiQuery({ name: 'lang', required: false, enum: ['fr', 'en'], description: "The headers' language (default: French)" })
  @ApiOperation({ summary: 'The weekly statement as a CSV file: 400 VALIDATION_FAILED (INVALID_WEEK)' })
  async statementCsv(
    @CurrentUser() user: AuthUser,
    @Param('weekStart') weekStart: string,
    @Query('lang') lang: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { csv, fileName } = await this.earnings.statementCsv(user.id, weekStart, isSupportedLanguage(lang) ? lang : 'fr');
    res.attachment(fileName);
    res.type('text/csv; charset=utf-8');
    return csv;
  }
}
