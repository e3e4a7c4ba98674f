import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  PUBLIC_FORM_HONEYPOT_FIELD,
  PUBLIC_FORM_MAX_LENGTH,
  SUPPORTED_LANGUAGES,
  publicFormEmailError,
  publicFormLocaleError,
  publicFormNameError,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
// A generic adapter (rule -> class-validator constraint whose message is the rule's code).
import { BookingFieldRule as FieldRule } from '../../bookings/dto/booking-field-rule.js';

// Decorators shared by the three public form DTOs. Every rule is one of @hm/contracts'
// public-form-fields, so the 400 answer names the same codes the pages check before sending.

export { FieldRule };

/** A bot fills every field; people never see this one. Any text is accepted here: the service decides. */
export const Honeypot = () =>
  applyDecorators(
    ApiPropertyOptional({ name: PUBLIC_FORM_HONEYPOT_FIELD, description: 'Honeypot: always empty from a person', maxLength: 1000 }),
    IsOptional(),
    IsString(),
    MaxLength(1000),
  );

export const PersonNameField = (example: string) =>
  applyDecorators(ApiProperty({ example, maxLength: PUBLIC_FORM_MAX_LENGTH.name }), Trim(), FieldRule(publicFormNameError));

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'camille@example.com', maxLength: PUBLIC_FORM_MAX_LENGTH.email, description: 'Stored trimmed and lower-cased' }),
    Trim(),
    FieldRule(publicFormEmailError),
  );

export const LocaleField = () =>
  applyDecorators(ApiProperty({ enum: SUPPORTED_LANGUAGES, description: "The page's language" }), FieldRule(publicFormLocaleError));

/** Whether the honeypot was filled (whitespace counts as empty: some password managers add it). */
export function isHoneypotFilled(value: string | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
