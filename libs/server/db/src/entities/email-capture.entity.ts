import { defineEntity, p } from '@mikro-orm/core';
import { EMAIL_CAPTURE_SOURCES, SUPPORTED_LANGUAGES } from '@hm/contracts';
import { createdAtColumn, updatedAtColumn } from './columns.js';

export const EMAIL_CAPTURE_STATUSES = ['success'] as const;

// An address left on a waitlist. Columns mirror Migration0005PublicSite;
// the e-mail is stored trimmed and lower-cased, and its unique constraint decides "already subscribed".
const EmailCaptureSchema = defineEntity({
  name: 'EmailCapture',
  tableName: 'email_captures',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text().unique('email_captures_email_unique'),
    /** Where the address was first captured. */
    source: p.enum(EMAIL_CAPTURE_SOURCES).columnType('text'),
    status: p.enum(EMAIL_CAPTURE_STATUSES).columnType('text').default('success'),
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class EmailCapture extends EmailCaptureSchema.class {}
EmailCaptureSchema.setClass(EmailCapture);

export { EmailCaptureSchema };
