import { Controller, Get, Header, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ApiErrorCode,
  FALLBACK_LANGUAGE,
  isLegalPage,
  isSupportedLanguage,
  legalPdfFileName,
  LEGAL_PAGES,
  SUPPORTED_LANGUAGES,
} from '@hm/contracts';
import type { Response } from 'express';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ValidationFailedException } from '../../common/errors/validation-failed.exception.js';
import { Public } from '../auth/auth-decision.js';
import { LegalPdfService } from './legal-pdf.service.js';

/** The "Download PDF" button of the legal pages. */
@ApiTags('legal')
@Controller('legal')
export class LegalController {
  constructor(private readonly pdfs: LegalPdfService) {}

  @Get(':file')
  @Public()
  @ApiOperation({ summary: `A legal page as a PDF attachment: ${LEGAL_PAGES.map((page) => `${page}.pdf`).join(', ')}` })
  @ApiProduces('application/pdf')
  @ApiQuery({ name: 'lang', enum: SUPPORTED_LANGUAGES, required: false, description: `Default ${FALLBACK_LANGUAGE}` })
  // Same bytes until the next deploy; a day of browser caching is harmless and saves a render.
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOkResponse({
    description: 'The PDF, as an attachment',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  async pdf(
    @Param('file') file: string,
    @Query('lang') lang: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const page = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : null;
    if (!isLegalPage(page)) throw new DomainException(ApiErrorCode.NOT_FOUND, `No legal document named ${file}`);
    const language = lang === undefined ? FALLBACK_LANGUAGE : lang;
    if (!isSupportedLanguage(language)) throw new ValidationFailedException({ lang: ['INVALID_LOCALE'] });
    const pdf = await this.pdfs.pdf(page, language);
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `attachment; filename="${legalPdfFileName(page, language)}"`);
    response.setHeader('Content-Language', language);
    return new StreamableFile(pdf, { length: pdf.length });
  }
}
