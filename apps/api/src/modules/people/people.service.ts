import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, isAssignableRole, isUuid, type AccountRole, type PersonView } from '@hm/contracts';
import { User } from '@hm/db';
import { DomainException } from '../../common/errors/domain.exception.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { PasswordResetService } from '../auth/password-reset.service.js';
import { SessionsService } from '../auth/sessions/sessions.service.js';
import { PeopleRepository } from './people.repository.js';

const personNotFound = () => new DomainException(ApiErrorCode.PERSON_NOT_FOUND, 'No such account.');
const ownAccount = () =>
  new DomainException(ApiErrorCode.CANNOT_CHANGE_OWN_ACCOUNT, 'Operators do not disable their own account or change their own role.');

const userTarget = (user: User) => ({ type: 'user' as const, id: user.id, label: `${user.firstName} ${user.lastName} <${user.email}>` });

/**
 * What operators do to an account (docs/operations.md "People"). Disabling ends every session of
 * the account at once (its access tokens stop working and its sockets are closed on every API node)
 * and stops it from signing in again; a role change ends them too, so the next sign-in carries the
 * new role. Each change locks the user's row and is audited in the same transaction.
 */
@Injectable()
export class PeopleService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: PeopleRepository,
    private readonly sessions: SessionsService,
    private readonly passwordResets: PasswordResetService,
  ) {}

  async get(id: string): Promise<PersonView> {
    const person = isUuid(id) ? await this.repository.find(id) : null;
    if (!person) throw personNotFound();
    return person;
  }

  disable(operatorId: string, id: string, reason: string): Promise<PersonView> {
    return this.change(operatorId, id, { ownRefused: true }, async (tx, user, now) => {
      if (user.disabledAt) return; // already disabled: nothing changes, nothing to record
      user.disabledAt = now;
      user.disabledReason = reason;
      await this.sessions.revokeAllOfUser(tx, user.id);
      await recordOperatorAction(tx, operatorId, { action: 'account_disabled', target: userTarget(user), reason }, now);
    });
  }

  enable(operatorId: string, id: string): Promise<PersonView> {
    return this.change(operatorId, id, { ownRefused: true }, async (tx, user, now) => {
      if (!user.disabledAt) return;
      user.disabledAt = null;
      user.disabledReason = null;
      await recordOperatorAction(tx, operatorId, { action: 'account_enabled', target: userTarget(user) }, now);
    });
  }

  /** A single-use link to set a new password, e-mailed in the account's language (as "forgot password" does). */
  sendPasswordReset(operatorId: string, id: string): Promise<PersonView> {
    return this.change(operatorId, id, { ownRefused: false }, async (tx, user, now) => {
      this.passwordResets.queueResetLink(tx, user);
      await recordOperatorAction(tx, operatorId, { action: 'password_reset_sent', target: userTarget(user) }, now);
    });
  }

  /**
   * Between customer, support and admin (ASSIGNABLE_ROLES). A professional account is made by
   * approving an application (it needs its profile: trades, areas), and taking a pro's role away
   * would orphan their jobs: both 422.
   */
  changeRole(operatorId: string, id: string, role: AccountRole): Promise<PersonView> {
    return this.change(operatorId, id, { ownRefused: true }, async (tx, user, now) => {
      if (user.role === role) return;
      if (!isAssignableRole(role) || !isAssignableRole(user.role))
        throw new DomainException(ApiErrorCode.ROLE_NOT_ALLOWED, 'Professional accounts are made by approving an application.');
      const from = user.role;
      user.role = role;
      await this.sessions.revokeAllOfUser(tx, user.id);
      await recordOperatorAction(tx, operatorId, { action: 'role_changed', target: userTarget(user), details: { from, to: role } }, now);
    });
  }

  private async change(
    operatorId: string,
    id: string,
    options: { ownRefused: boolean },
    apply: (tx: EntityManager, user: User, now: Date) => Promise<void>,
  ): Promise<PersonView> {
    if (!isUuid(id)) throw personNotFound();
    if (options.ownRefused && id === operatorId) throw ownAccount();
    return this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw personNotFound();
      await apply(tx, user, new Date());
      await tx.flush();
      return (await this.repository.find(id, tx))!;
    });
  }
}
