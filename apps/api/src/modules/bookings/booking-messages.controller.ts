import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BookingMessageView, MessageTranslationView } from '@hm/contracts';
import { Roles } from '../auth/auth-decision.js';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SendBookingMessageDto } from './dto/send-booking-message.dto.js';
import { MessageTranslationsService } from './message-translations.service.js';
import { ReservationsService } from './reservations.service.js';
import { ApiAnswer } from '../../http/open-api/api-answer.js';

/** The message thread of a booking: plain text, never HTML. */
@ApiTags('bookings')
@ApiBearerAuth()
@Roles('customer', 'professional', 'support', 'admin')
@Controller('bookings/:bookingNumber/messages')
export class BookingMessagesController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly translations: MessageTranslationsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The messages, oldest first' })
  @ApiAnswer(HttpStatus.OK, ['BookingMessageView'])
  list(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<BookingMessageView[]> {
    return this.reservations.messages(user, bookingNumber);
  }

  @Post()
  @ApiOperation({ summary: 'Write a message (plain text, 1 to 2,000 characters; 409 MESSAGING_CLOSED once cancelled)' })
  @ApiAnswer(HttpStatus.CREATED, 'BookingMessageView')
  send(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Body() dto: SendBookingMessageDto,
  ): Promise<BookingMessageView> {
    return this.reservations.sendMessage(user, bookingNumber, dto.message);
  }

  @Post('read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'The caller has the thread on screen: nothing in it is mailed to them any more' })
  @ApiNoContentResponse({ description: 'Marked as read' })
  read(@CurrentUser() user: AuthUser, @Param('bookingNumber') bookingNumber: string): Promise<void> {
    return this.reservations.markMessagesRead(user, bookingNumber);
  }

  @Post(':messageId/translation')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      "Ask again for the caller's translation of a message, when it was unavailable (docs/messages.md; 404 TRANSLATION_NOT_FOUND otherwise, 429 RATE_LIMITED)",
  })
  @ApiAnswer(HttpStatus.ACCEPTED, 'MessageTranslationView')
  retryTranslation(
    @CurrentUser() user: AuthUser,
    @Param('bookingNumber') bookingNumber: string,
    @Param('messageId') messageId: string,
  ): Promise<MessageTranslationView> {
    return this.translations.retry(user, bookingNumber, messageId);
  }
}
