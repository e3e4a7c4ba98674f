import type { AuditDetails, AuditTargetType, OperatorActionKind } from '@hm/contracts';
import { OperatorAction, User } from '@hm/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface OperatorActionEntry {
  action: OperatorActionKind;
  target: { type: AuditTargetType; id: string; label: string };
  reason?: string | null;
  details?: AuditDetails;
}

/**
 * Records what an operator did, in the transaction of the action itself: the action and its record
 * commit together or not at all (docs/operations.md "Audit log"). The operator's name and e-mail
 * are copied, so the record still says who it was once the account changes.
 */
export async function recordOperatorAction(tx: EntityManager, actorId: string, entry: OperatorActionEntry, at = new Date()): Promise<void> {
  const actor = await tx.findOneOrFail(User, { id: actorId });
  tx.create(OperatorAction, {
    actorId,
    actorName: `${actor.firstName} ${actor.lastName}`,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    reason: entry.reason?.trim() || null,
    details: entry.details ?? {},
    createdAt: at,
  });
}

/** The target of an action on a booking. */
export const bookingTarget = (bookingNumber: string) => ({ type: 'booking' as const, id: bookingNumber, label: bookingNumber });
