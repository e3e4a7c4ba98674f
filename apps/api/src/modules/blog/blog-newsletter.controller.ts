import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail, type BlogNewsletterResponse } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { BlogNewsletterDto } from './dto/blog-newsletter.dto.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

// Stored like the waitlist: in email_captures (Migration0005PublicSite), source 'blog_newsletter'.
// The unique address decides "already subscribed", so two simultaneous sign-ups make one row.
const CAPTURE = `insert into email_captures (email, source, locale) values (?, 'blog_newsletter', ?) on conflict (email) do nothing returning id`;

@ApiTags('blog')
@Controller('blog/newsletter')
export class BlogNewsletterController {
  constructor(private readonly em: EntityManager) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The blog's Stay Updated form: 200 { status: 'subscribed' | 'already_subscribed' }" })
  @ApiAnswer(HttpStatus.OK, 'BlogNewsletterResponse')
  async subscribe(@Body() dto: BlogNewsletterDto): Promise<BlogNewsletterResponse> {
    const inserted = await this.em.getConnection().execute<{ id: string }[]>(CAPTURE, [normalizeEmail(dto.email), dto.locale]);
    return { status: inserted.length > 0 ? 'subscribed' : 'already_subscribed' };
  }
}
