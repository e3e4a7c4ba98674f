import { ApiProperty } from '@nestjs/swagger';
import { PUBLIC_FORM_MAX_LENGTH, publicFormTextError, type FaqQuestionRequest, type Language } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { EmailField, FieldRule, Honeypot, LocaleField, PersonNameField } from './public-form-fields.js';

/** POST /api/public/faq-questions (first name, last name, e-mail and question required). */
export class FaqQuestionDto implements FaqQuestionRequest {
  @PersonNameField('Camille')
  firstName!: string;

  @PersonNameField('Tremblay')
  lastName!: string;

  @EmailField()
  email!: string;

  @ApiProperty({ example: 'Can I book for my parents?', maxLength: PUBLIC_FORM_MAX_LENGTH.question })
  @Trim()
  @FieldRule((value) => publicFormTextError(value, { maxLength: PUBLIC_FORM_MAX_LENGTH.question, multiline: true }))
  question!: string;

  @LocaleField()
  locale!: Language;

  @Honeypot()
  website?: string;
}
