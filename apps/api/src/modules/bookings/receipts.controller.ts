import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { isSupportedLanguage } from '@hm/contracts';
import { RequirePermission, Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ReceiptsService } from './receipts.service.js';

/** A paid job's receipt (docs/pricing-and-taxes.md "Receipts"): downloaded by its customer, reissued by an operator. */
@ApiTags('bookings')
@ApiBearerAuth()
@Controller()
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get('bookings/:bookingNumber/receipt')
  @Roles('customer', 'professional', 'support', 'admin')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The receipt as a PDF (an attachment)',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiQuery({ name: 'lang', required: false, enum: ['fr', 'en'], description: "Default: the customer's saved language" })
  @ApiOperation({
    summary: 'The receipt as a PDF (its customer or an operator): 404 RECEIPT_NOT_FOUND before the payment; 404 for anyone else',
  })
  async download(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Query('lang') lang: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.receipts.pdf(user, bookingNumber, isSupportedLanguage(lang) ? lang : null);
    res.attachment(fileName);
    return new StreamableFile(pdf, { type: 'application/pdf' });
  }

  @Post('admin/bookings/:bookingNumber/receipt/reissue')
  @RequirePermission('payments')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Reissue the receipt (same number, one more version) from the current invoice, payment and tip, and e-mail it: 204; 404 RECEIPT_NOT_FOUND',
  })
  reissue(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<void> {
    return this.receipts.reissue(user, bookingNumber);
  }
}
