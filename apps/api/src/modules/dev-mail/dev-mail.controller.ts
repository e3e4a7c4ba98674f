import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/auth-decision.js';
import { DevMailService } from './dev-mail.service.js';
import { renderMailList } from './dev-mail.view.js';

/** Development only: the module is not registered when NODE_ENV=production or DEV_MAIL_DIR is unset. */
@ApiExcludeController()
@Public()
@Controller('dev/mail')
export class DevMailController {
  constructor(private readonly mail: DevMailService) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async list(): Promise<string> {
    return renderMailList(await this.mail.list(), this.mail.directory);
  }

  @Get(':file')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  read(@Param('file') file: string): Promise<string> {
    return this.mail.read(file);
  }
}
