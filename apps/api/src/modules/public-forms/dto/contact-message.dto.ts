import { ApiProperty } from '@nestjs/swagger';
import {
  CONTACT_SUBJECTS,
  PUBLIC_FORM_MAX_LENGTH,
  contactSubjectError,
  publicFormTextError,
  type ContactMessageRequest,
  type ContactSubject,
  type Language,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { EmailField, FieldRule, Honeypot, LocaleField, PersonNameField } from './public-form-fields.js';

/** POST /api/public/contact-messages (every field required; subject among the four). */
export class ContactMessageDto implements ContactMessageRequest {
  @PersonNameField('Camille')
  firstName!: string;

  @PersonNameField('Tremblay')
  lastName!: string;

  @EmailField()
  email!: string;

  @ApiProperty({ enum: CONTACT_SUBJECTS, default: 'general' })
  @FieldRule(contactSubjectError)
  subject!: ContactSubject;

  @ApiProperty({ example: 'Do you serve Laval?', maxLength: PUBLIC_FORM_MAX_LENGTH.message })
  @Trim()
  @FieldRule((value) => publicFormTextError(value, { maxLength: PUBLIC_FORM_MAX_LENGTH.message, multiline: true }))
  message!: string;

  @LocaleField()
  locale!: Language;

  @Honeypot()
  website?: string;
}
