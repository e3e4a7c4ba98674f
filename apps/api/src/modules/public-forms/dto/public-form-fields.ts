import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  FORM_FILL_TIME_FIELD,
  FORM_MIN_FILL_TIME_MS,
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

/** The time trap: how long the form was on screen, as the page measured it. Optional, like the honeypot. */
export const FillTime = () =>
  applyDecorators(
    ApiPropertyOptional({
      name: FORM_FILL_TIME_FIELD,
      description: `Milliseconds the form was on screen before it was sent; under ${FORM_MIN_FILL_TIME_MS} the form is refused (FORM_SENT_TOO_FAST)`,
      minimum: 0,
    }),
    IsOptional(),
    IsInt(),
    Min(0),
    // A day: a tab left open overnight is still a person; more is not a measurement.
    Max(86_400_000),
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

/** The trap a form's request fell into, if any: its honeypot filled, or sent sooner than a person could. */
export function botTrapOf(request: { website?: string; fillTimeMs?: number }): 'honeypot' | 'time trap' | null {
  if (isHoneypotFilled(request.website)) return 'honeypot';
  if (request.fillTimeMs !== undefined && request.fillTimeMs < FORM_MIN_FILL_TIME_MS) return 'time trap';
  return null;
}
