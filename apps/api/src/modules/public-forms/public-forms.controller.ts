import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PUBLIC_FORM_ROUTES, type PublicFormReceived, type WaitlistResponse } from '@hm/contracts';
import { Public } from '../auth/auth-decision.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';
import { FaqQuestionDto } from './dto/faq-question.dto.js';
import { WaitlistDto } from './dto/waitlist.dto.js';
import { PublicFormsService } from './public-forms.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';

/** The public site's forms, open to anonymous visitors; each has its own per-IP limit. */
@ApiTags('public forms')
@ApiTooManyRequestsResponse({ description: 'RATE_LIMITED with retryAfter (seconds), per client IP' })
@Controller()
export class PublicFormsController {
  constructor(private readonly forms: PublicFormsService) {}

  @Post(PUBLIC_FORM_ROUTES.waitlist)
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimit('waitlistPerIp', { per: 'ip', rule: 'publicForms.limits.waitlistPerIp' })
  @ApiOperation({ summary: "Join the waitlist: 200 { status: 'subscribed' | 'already_subscribed' }" })
  @ApiAnswer(HttpStatus.OK, 'WaitlistResponse')
  joinWaitlist(@Body() dto: WaitlistDto, @Ip() ip: string): Promise<WaitlistResponse> {
    return this.forms.joinWaitlist(dto, ip);
  }

  @Post(PUBLIC_FORM_ROUTES.contact)
  @Public()
  @RateLimit('contactPerIp', { per: 'ip', rule: 'publicForms.limits.contactPerIp' })
  @ApiOperation({ summary: "Send a message to support (contact form): 201 { status: 'received' }" })
  @ApiAnswer(HttpStatus.CREATED, 'PublicFormReceived')
  sendContactMessage(@Body() dto: ContactMessageDto, @Ip() ip: string): Promise<PublicFormReceived> {
    return this.forms.sendContactMessage(dto, ip);
  }

  @Post(PUBLIC_FORM_ROUTES.faqQuestion)
  @Public()
  @RateLimit('faqQuestionPerIp', { per: 'ip', rule: 'publicForms.limits.faqQuestionPerIp' })
  @ApiOperation({ summary: "Ask a question from the FAQ page: 201 { status: 'received' }" })
  @ApiAnswer(HttpStatus.CREATED, 'PublicFormReceived')
  askFaqQuestion(@Body() dto: FaqQuestionDto, @Ip() ip: string): Promise<PublicFormReceived> {
    return this.forms.askFaqQuestion(dto, ip);
  }
}
