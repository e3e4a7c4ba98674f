import { defineEntity, p } from '@mikro-orm/core';
import { AUDIT_TARGET_TYPES, OPERATOR_ACTIONS, type AuditDetails } from '@hm/contracts';
import { createdAtColumn } from './columns.js';

// One operator action (Migration0030OperatorActions; docs/operations.md "Audit log"). Append-only:
// the trigger refuses any update or delete, so the log cannot be rewritten after the fact. The
// actor is a copy (id, name, e-mail at the time), not a foreign key: the record outlives the account.
const OperatorActionSchema = defineEntity({
  name: 'OperatorAction',
  tableName: 'operator_actions',
  indexes: [
    { name: 'operator_actions_created_at_index', properties: ['createdAt'] },
    { name: 'operator_actions_action_created_at_index', properties: ['action', 'createdAt'] },
    { name: 'operator_actions_target_index', properties: ['targetType', 'targetId'] },
  ],
  triggers: [
    {
      name: 'operator_actions_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'operator_actions is append-only'; return null;",
    },
  ],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    actorId: p.uuid(),
    actorName: p.text(),
    actorEmail: p.text(),
    action: p.enum(OPERATOR_ACTIONS).columnType('text'),
    targetType: p.enum(AUDIT_TARGET_TYPES).columnType('text'),
    targetId: p.text(),
    targetLabel: p.text(),
    reason: p.text().nullable(),
    details: p.json<AuditDetails>().columnType('jsonb').default('{}'),
    createdAt: createdAtColumn(),
  },
});

export class OperatorAction extends OperatorActionSchema.class {}
OperatorActionSchema.setClass(OperatorAction);

export { OperatorActionSchema };
