import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { CHAT_MESSAGE_MAX_LENGTH, SUPPORTED_LANGUAGES, type Language, type SendChatMessageRequest } from '@hm/contracts';

// Length and emptiness are judged by the service (CHAT_MESSAGE_TOO_LONG has its own code).
export class SendChatMessageDto implements SendChatMessageRequest {
  @ApiProperty({ example: "J'ai une fuite sous l'évier", maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @IsString()
  content!: string;

  @ApiProperty({ enum: SUPPORTED_LANGUAGES, description: 'Language of the site: the assistant answers in it' })
  @IsIn(SUPPORTED_LANGUAGES)
  locale!: Language;
}
