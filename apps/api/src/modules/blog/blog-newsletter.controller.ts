import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BlogNewsletterResponse } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { BlogNewsletterDto } from './dto/blog-newsletter.dto.js';
import { BlogNewsletterService } from './blog-newsletter.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

@ApiTags('blog')
@Controller('blog/newsletter')
export class BlogNewsletterController {
  constructor(private readonly newsletter: BlogNewsletterService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The blog's Stay Updated form: 200 { status: 'subscribed' | 'already_subscribed' }" })
  @ApiAnswer(HttpStatus.OK, 'BlogNewsletterResponse')
  subscribe(@Body() dto: BlogNewsletterDto): Promise<BlogNewsletterResponse> {
    return this.newsletter.subscribe(dto);
  }
}
