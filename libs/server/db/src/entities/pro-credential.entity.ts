import { defineEntity, p } from '@mikro-orm/core';
import { CREDENTIAL_KINDS, CREDENTIAL_STATUSES } from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

// A pro's licence, membership or liability insurance (docs/verified-trades.md). Migration0037ProCredentials
// is the source of truth for the checks; this schema only maps it. One row per pro and kind: entering
// it again replaces it and sends it back to review.
const ProCredentialSchema = defineEntity({
  name: 'ProCredential',
  tableName: 'pro_credentials',
  uniques: [{ name: 'pro_credentials_user_id_kind_unique', properties: ['user', 'kind'] }],
  checks: [
    { name: 'pro_credentials_number_check', expression: `kind = 'insurance' or number is not null` },
    { name: 'pro_credentials_rbq_number_check', expression: `kind <> 'rbq' or number ~ '^[0-9]{4}-[0-9]{4}-[0-9]{2}$'` },
    {
      name: 'pro_credentials_insurance_check',
      expression: `kind <> 'insurance' or (insurer is not null and policy_number is not null and coverage_cents > 0 and expires_on is not null)`,
    },
    { name: 'pro_credentials_reviewed_check', expression: `(status = 'pending') = (reviewed_at is null)` },
    { name: 'pro_credentials_document_check', expression: `(document_path is null) = (document_type is null)` },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(CREDENTIAL_KINDS).columnType('text'),
    status: p.enum(CREDENTIAL_STATUSES).columnType('text').default('pending'),
    /** The RBQ licence ('1234-5678-01') or the member number; null for the insurance. */
    number: p.text().nullable(),
    subclasses: p.array().columnType('text[]').defaultRaw(`'{}'`),
    insurer: p.text().nullable(),
    policyNumber: p.text().nullable(),
    coverageCents: p.bigint('number').nullable(),
    /** Valid through this day (Montreal). */
    expiresOn: p.type('date').nullable(),
    /** Storage name of the certificate (uploads storage); served to its pro and operators only. */
    documentPath: p.text().nullable(),
    documentType: p.text().nullable(),
    reviewNote: p.text().nullable(),
    reviewedAt: p.datetime().columnType('timestamptz').nullable(),
    reviewedBy: () => p.manyToOne(User).nullable().fieldName('reviewed_by').deleteRule('set null'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class ProCredential extends ProCredentialSchema.class {}
ProCredentialSchema.setClass(ProCredential);

// A reminder of an expiry sent (30, 7, 1 days before; 0: lapsed): at most once per credential, expiry date and day.
const ProCredentialReminderSchema = defineEntity({
  name: 'ProCredentialReminder',
  tableName: 'pro_credential_reminders',
  properties: {
    credential: () => p.manyToOne(ProCredential).primary().deleteRule('cascade'),
    expiresOn: p.type('date').primary(),
    daysBefore: p.smallint().primary(),
    sentAt: createdAtColumn(),
  },
});

export class ProCredentialReminder extends ProCredentialReminderSchema.class {}
ProCredentialReminderSchema.setClass(ProCredentialReminder);

export { ProCredentialSchema, ProCredentialReminderSchema };
