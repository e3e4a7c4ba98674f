import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiErrorCode, isSupportedLanguage } from '@hm/contracts';
import { MAIL_TEMPLATE_IDS, renderSampleMail, type MailTemplateId } from '@hm/mail';
import type { Response } from 'express';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth-decision.js';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { unsubscribeSigner } from '../unsubscribe/unsubscribe-signer.js';
import { renderTemplateList } from './dev-mail-templates.view.js';
import { DevMailService } from './dev-mail.service.js';
import { renderMailList } from './dev-mail.view.js';

/** Development only: the module is not registered when NODE_ENV=production or DEV_MAIL_DIR is unset. */
@ApiExcludeController()
@Public()
@Controller('dev/mail')
export class DevMailController {
  constructor(
    private readonly mail: DevMailService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async list(): Promise<string> {
    return renderMailList(await this.mail.list(), this.mail.directory);
  }

  // Declared before ':file' so that 'templates' is not read as a caught mail's name.
  @Get('templates')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  templates(): string {
    return renderTemplateList();
  }

  /** One template with its sample data: the HTML part, or the text part with ?format=text. */
  @Get('templates/:id/:locale')
  @Header('Cache-Control', 'no-store')
  preview(
    @Param('id') id: string,
    @Param('locale') locale: string,
    @Query('format') format: string | undefined,
    @Res() res: Response,
  ): void {
    if (!(MAIL_TEMPLATE_IDS as readonly string[]).includes(id) || !isSupportedLanguage(locale)) {
      throw new DomainException(ApiErrorCode.NOT_FOUND, 'No such template or language.');
    }
    const mail = renderSampleMail(id as MailTemplateId, locale, unsubscribeSigner(this.config));
    if (format === 'text') res.type('text/plain; charset=utf-8').send(mail.text);
    else res.type('text/html; charset=utf-8').send(mail.html);
  }

  @Get(':file')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  read(@Param('file') file: string): Promise<string> {
    return this.mail.read(file);
  }
}
