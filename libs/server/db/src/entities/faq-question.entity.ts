import { defineEntity, p } from '@mikro-orm/core';
import { PUBLIC_FORM_MAX_LENGTH, SUPPORTED_LANGUAGES } from '@hm/contracts';
import { SUPPORT_REQUEST_STATUSES } from './contact-message.entity.js';

// A question sent with the FAQ page's form (SPEC §2 FAQ). Columns mirror Migration0005PublicSite.
const FaqQuestionSchema = defineEntity({
  name: 'FaqQuestion',
  tableName: 'faq_questions',
  indexes: [{ name: 'faq_questions_status_created_at_index', properties: ['status', 'createdAt'] }],
  checks: [
    {
      name: 'faq_questions_question_check',
      expression: `(char_length(question) >= 1) and (char_length(question) <= ${PUBLIC_FORM_MAX_LENGTH.question})`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    question: p.text(),
    status: p.enum(SUPPORT_REQUEST_STATUSES).columnType('text').default('pending'),
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class FaqQuestion extends FaqQuestionSchema.class {}
FaqQuestionSchema.setClass(FaqQuestion);

export { FaqQuestionSchema };
