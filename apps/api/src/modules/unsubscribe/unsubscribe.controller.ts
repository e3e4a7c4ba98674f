import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UNSUBSCRIBE_ROUTE, type UnsubscribeView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { Public } from '../auth/auth-decision.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/**
 * The unsubscribe link of e-mails: anonymous, the signed token is the proof. The POST is also what
 * mail clients send for RFC 8058 one-click (form body `List-Unsubscribe=One-Click`, which is not
 * needed: the token says everything), so it is let through the cross-site write check (create-app.ts).
 */
@ApiTags('unsubscribe')
@Controller(UNSUBSCRIBE_ROUTE)
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Get()
  @Public()
  @RateLimit('unsubscribePerIp', { per: 'ip', rule: 'unsubscribe.perIp' })
  @ApiOperation({ summary: 'Which e-mails an unsubscribe link stops, changing nothing (400 INVALID_UNSUBSCRIBE_LINK)' })
  @ApiAnswer(HttpStatus.OK, 'UnsubscribeView')
  check(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeView> {
    return this.unsubscribes.check(query.token);
  }

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('unsubscribePerIp', { per: 'ip', rule: 'unsubscribe.perIp' })
  @ApiOperation({ summary: "Turns off the link's category of e-mails; one-click (RFC 8058) too (400 INVALID_UNSUBSCRIBE_LINK)" })
  @ApiAnswer(HttpStatus.OK, 'UnsubscribeView')
  unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeView> {
    return this.unsubscribes.unsubscribe(query.token);
  }
}
