import { defineEntity, p } from '@mikro-orm/core';
import { PUBLIC_FORM_MAX_LENGTH } from '@hm/contracts';
import { senderColumns, supportRequestStateColumns } from './support-request-columns.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

// A question sent with the FAQ page's form. Columns mirror Migration0005PublicSite.
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
    ...senderColumns(),
    question: p.text(),
    ...supportRequestStateColumns(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class FaqQuestion extends FaqQuestionSchema.class {}
FaqQuestionSchema.setClass(FaqQuestion);

export { FaqQuestionSchema };
