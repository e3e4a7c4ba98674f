import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SUPPORTED_LANGUAGES, type ForgotPasswordRequest, type Language } from '@hm/contracts';
import { EmailAddress } from './field-rules.js';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @EmailAddress()
  email!: string;

  /** Accepted for the contract's sake; the mail goes out in the account's own language. */
  @ApiProperty({ enum: SUPPORTED_LANGUAGES, description: "The page's language (the mail uses the account's language)" })
  @IsIn(SUPPORTED_LANGUAGES)
  locale!: Language;
}
