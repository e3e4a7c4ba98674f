import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { SIMPLE_EMAIL_PATTERN } from '@hm/contracts';

// Field rules shared by the accounts DTOs (sign-up, sign-in, profile).

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Generous for sign-in, where any length may have been set before the rule; bounds hashing work. */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;
// No control characters (a newline in a name would end up in mail subjects); anything else, HTML or SQL included, is kept as typed.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/** Trims strings; leaves other values for the type validators to refuse. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** First or last name: required, trimmed, non-empty, at most 100 characters, no control characters. */
export const PersonName = (example: string) =>
  applyDecorators(
    ApiProperty({ example, maxLength: NAME_MAX_LENGTH }),
    Trim(),
    IsString(),
    IsNotEmpty(),
    MaxLength(NAME_MAX_LENGTH),
    Matches(NO_CONTROL_CHARACTERS, { message: '$property must not contain control characters' }),
  );

/** An e-mail address as typed (trimmed); services normalise it with normalizeEmail. */
export const EmailAddress = () =>
  applyDecorators(
    ApiProperty({ example: 'camille@example.com', maxLength: EMAIL_MAX_LENGTH }),
    Trim(),
    IsString(),
    MaxLength(EMAIL_MAX_LENGTH),
    Matches(SIMPLE_EMAIL_PATTERN, { message: '$property must be an e-mail address' }),
  );

export const PasswordInput = (description: string) =>
  applyDecorators(ApiProperty({ description, format: 'password' }), IsString(), IsNotEmpty(), MaxLength(PASSWORD_INPUT_MAX_LENGTH));
