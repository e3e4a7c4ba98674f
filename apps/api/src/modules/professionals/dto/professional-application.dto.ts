import { ApiProperty } from '@nestjs/swagger';
import { isServiceId, SERVICE_IDS } from '@hm/catalog';
import {
  PRO_APPLICATION_MAX_LENGTH,
  professionalPhoneError,
  ProfessionalApplicationFieldError,
  type Language,
  type ProfessionalApplicationRequest,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { EmailField, FieldRule, Honeypot, LocaleField, PersonNameField } from '../../public-forms/dto/public-form-fields.js';

/** The category radio: a catalogue service id. */
export function proCategoryError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return ProfessionalApplicationFieldError.Required;
  return isServiceId(value) ? null : ProfessionalApplicationFieldError.InvalidCategory;
}

/** POST /api/public/professionals (/grow-business waitlist signup form). */
export class ProfessionalApplicationDto implements ProfessionalApplicationRequest {
  @PersonNameField('Marc')
  firstName!: string;

  @PersonNameField('Gagnon')
  lastName!: string;

  @EmailField()
  email!: string;

  @ApiProperty({ example: '514-555-0199', maxLength: PRO_APPLICATION_MAX_LENGTH.phone, description: 'Stored as digits and + only' })
  @Trim()
  @FieldRule(professionalPhoneError)
  phone!: string;

  @ApiProperty({ enum: SERVICE_IDS })
  @FieldRule(proCategoryError)
  serviceCategory!: string;

  @LocaleField()
  locale!: Language;

  @Honeypot()
  website?: string;
}
