import { defineEntity, p } from '@mikro-orm/core';
import { SUPPORTED_LANGUAGES } from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// Someone who asked to be told when a service reaches their area (Migration0013ServiceAreas, the
// source of truth for the checks). One row per (e-mail, FSA, service); notifiedAt once told.
const ServiceAreaWaitlistEntrySchema = defineEntity({
  name: 'ServiceAreaWaitlistEntry',
  tableName: 'service_area_waitlist',
  uniques: [{ name: 'service_area_waitlist_email_fsa_service_id_unique', properties: ['email', 'fsa', 'serviceId'] }],
  indexes: [
    {
      name: 'service_area_waitlist_waiting_index',
      expression:
        'create index "service_area_waitlist_waiting_index" on "service_area_waitlist" ("service_id", "fsa") where "notified_at" is null',
    },
  ],
  checks: [
    { name: 'service_area_waitlist_email_check', expression: `email = lower(btrim(email)) and email <> ''` },
    { name: 'service_area_waitlist_fsa_check', expression: `fsa ~ '^[GHJ][0-9][A-Z]$'` },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** Trimmed and lower-cased. */
    email: p.text(),
    /** The postal code's first 3 characters ('H2X'). */
    fsa: p.text(),
    /** A catalogue service id. */
    serviceId: p.text(),
    /** The language of the opening e-mail. */
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    /** The account that asked, when signed in. */
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    createdAt: createdAtColumn(),
    notifiedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class ServiceAreaWaitlistEntry extends ServiceAreaWaitlistEntrySchema.class {}
ServiceAreaWaitlistEntrySchema.setClass(ServiceAreaWaitlistEntry);

export { ServiceAreaWaitlistEntrySchema };
