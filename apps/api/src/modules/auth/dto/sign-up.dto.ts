import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language, type SignUpRequest } from '@hm/contracts';
import { FillTime, Honeypot } from '../../public-forms/dto/public-form-fields.js';
import { EmailAddress, PasswordInput, PersonName, Trim } from './field-rules.js';

export class SignUpDto implements SignUpRequest {
  @PersonName('Camille')
  firstName!: string;

  @PersonName('Tremblay')
  lastName!: string;

  @EmailAddress()
  email!: string;

  @PasswordInput('8 to 128 characters with an upper-case letter and a digit; not a common password')
  password!: string;

  @ApiPropertyOptional({ example: '514-555-1234', description: 'Normalised to digits and +' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(32)
  phone?: string;

  @ApiProperty({ enum: SUPPORTED_LANGUAGES, description: "The page's language; becomes the user's preferred language" })
  @IsIn(SUPPORTED_LANGUAGES)
  locale!: Language;

  @ApiProperty({ enum: [true] })
  @Equals(true, { message: 'acceptTerms must be true' })
  acceptTerms!: true;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;

  @Honeypot()
  website?: string;

  @FillTime()
  fillTimeMs?: number;
}
