import { defineEntity, p } from '@mikro-orm/core';
import { PROFESSIONAL_STATUSES, SUPPORTED_LANGUAGES } from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

// A professional: an application from /grow-business (status pending), then a profile once an
// operator approves it (user set to the `professional` account). Columns mirror
// Migration0008Professionals, which is the source of truth (checks); this schema only maps it.
const ProfessionalSchema = defineEntity({
  name: 'Professional',
  tableName: 'professionals',
  indexes: [
    { name: 'professionals_status_created_at_index', properties: ['status', 'createdAt'] },
    {
      name: 'professionals_categories_index',
      expression: 'create index "professionals_categories_index" on "professionals" using gin ("categories")',
    },
    {
      // Whether a pro serves a postal code: their prefixes overlap the code's (Migration0013ServiceAreas).
      name: 'professionals_service_area_prefixes_index',
      expression: 'create index "professionals_service_area_prefixes_index" on "professionals" using gin ("service_area_prefixes")',
    },
  ],
  checks: [
    { name: 'professionals_email_check', expression: `email = lower(btrim(email)) and email <> ''` },
    { name: 'professionals_phone_check', expression: `phone ~ '^[0-9+]+$'` },
    { name: 'professionals_categories_check', expression: `cardinality(categories) >= 1` },
    { name: 'professionals_reviewed_check', expression: `(status = 'pending') = (reviewed_at is null)` },
    { name: 'professionals_neq_check', expression: `neq ~ '^[0-9]{10}$'` },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** The `professional` account, set on approval. */
    user: () => p.manyToOne(User).nullable().unique('professionals_user_id_unique').deleteRule('set null'),
    firstName: p.text(),
    lastName: p.text(),
    /** Trimmed and lower-cased; unique. */
    email: p.text().unique('professionals_email_unique'),
    /** Digits and '+' only. */
    phone: p.text(),
    /** Catalogue service ids; the one chosen at sign-up first. */
    categories: p.array().columnType('text[]'),
    /** Upper-case FSA prefixes ('H2X', 'H2', 'H'). */
    serviceAreaPrefixes: p.array().columnType('text[]').defaultRaw(`'{}'`),
    bioFr: p.text().nullable(),
    bioEn: p.text().nullable(),
    /** Storage path of the profile photo; null shows initials. */
    photoPath: p.text().nullable(),
    /** The business the pro works under and its Quebec enterprise number (docs/verified-trades.md). */
    businessName: p.text().nullable(),
    neq: p.text().nullable(),
    /** Language of the mails the pro receives. */
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    status: p.enum(PROFESSIONAL_STATUSES).columnType('text').default('pending'),
    reviewedAt: p.datetime().columnType('timestamptz').nullable(),
    reviewedBy: () => p.manyToOne(User).nullable().fieldName('reviewed_by').deleteRule('set null'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class Professional extends ProfessionalSchema.class {}
ProfessionalSchema.setClass(Professional);

export { ProfessionalSchema };
