import { Controller, Get, Header, HttpStatus } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OAUTH_PROVIDERS, PUBLIC_CONFIG_ROUTE, type PublicConfigView } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { Public } from '../auth/auth-decision.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

@ApiTags('public-config')
@Controller(PUBLIC_CONFIG_ROUTE)
export class PublicConfigController {
  private readonly view: PublicConfigView;

  constructor(config: ConfigService<AppConfig, true>) {
    const oauth = config.get('oauth', { infer: true });
    this.view = {
      googleMapsApiKey: config.get('maps', { infer: true }).googleMapsApiKey,
      oauthProviders: OAUTH_PROVIDERS.filter((provider) => oauth[provider] !== null),
      cardPayments: config.get('money', { infer: true }).stripe !== null,
      contact: config.get('contact', { infer: true }),
    };
  }

  @Get()
  @Public()
  // The same for every visitor and only changes with a redeploy.
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Run-time settings for the browser (maps key, configured sign-in providers, contact details)' })
  @ApiAnswer(HttpStatus.OK, 'PublicConfigView')
  get(): PublicConfigView {
    return this.view;
  }
}
