import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { SUPPORTED_LANGUAGES, type Language, type UpdateProfileRequest } from '@hm/contracts';
import { NAME_MAX_LENGTH, PersonName, Trim } from '../../auth/dto/field-rules.js';

/** Names may be left out, but not cleared: null is refused like ''. */
const sent = (_object: object, value: unknown): boolean => value !== undefined;

/** Optional text that may be cleared with null or ''. */
const ClearableText = (maxLength: number, example: string) => (target: object, key: string) => {
  ApiPropertyOptional({ type: String, example, maxLength, nullable: true })(target, key);
  Trim()(target, key);
  ValidateIf((_object: object, value: unknown) => value !== null && value !== undefined)(target, key);
  IsString()(target, key);
  MaxLength(maxLength)(target, key);
};

/**
 * Fields a user may change on their own profile. The e-mail (and the role, and the id) are not
 * here: the global pipe's forbidNonWhitelisted rejects a request that sends one.
 */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ValidateIf(sent)
  @PersonName('Camille')
  firstName?: string;

  @ValidateIf(sent)
  @PersonName('Tremblay')
  lastName?: string;

  @ClearableText(32, '514-555-1234')
  phone?: string | null;

  @ClearableText(200, '1234 rue Saint-Denis')
  address?: string | null;

  @ClearableText(NAME_MAX_LENGTH, 'Montréal')
  city?: string | null;

  @ClearableText(16, 'H2X 1Y4')
  postalCode?: string | null;

  @ApiPropertyOptional({ enum: SUPPORTED_LANGUAGES, description: 'Language of every e-mail and message to the user' })
  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES)
  locale?: Language;
}
