import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ApiErrorCode, ProfessionalStatus, type AcceptInvitationResponse, type InvitationView } from '@hm/contracts';
import { hashOpaqueToken, isOpaqueToken, Professional, ProfessionalInvitation, User } from '@hm/db';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import { hashPassword } from '../auth/passwords/password-hasher.js';
import { assertAcceptablePassword } from '../auth/passwords/password-policy.js';
import { SessionsService, type ClientInfo } from '../auth/sessions/sessions.service.js';
import { toSessionUser } from '../auth/session-user.view.js';

const invalidInvitation = () =>
  new DomainException(ApiErrorCode.INVALID_INVITATION, 'This invitation link is invalid, has expired or has already been used.');

export interface AcceptedInvitation {
  body: AcceptInvitationResponse;
  cookie: { refreshToken: string; maxAgeSeconds: number };
}

/** The approved pro's one-time link: check it, then set a password and sign in. */
@Injectable()
export class ProfessionalInvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly tokens: AccessTokenService,
  ) {}

  async check(token: string): Promise<InvitationView> {
    if (!isOpaqueToken(token)) throw invalidInvitation();
    const em = this.em.fork();
    const invitation = await em.findOne(ProfessionalInvitation, { tokenHash: hashOpaqueToken(token) }, { populate: ['professional'] });
    const pro = invitation && usable(invitation) ? invitation.professional : null;
    if (!invitation || !pro) throw invalidInvitation();
    return { firstName: pro.firstName, email: pro.email, expiresAt: invitation.expiresAt.toISOString() };
  }

  /**
   * Sets the password and spends the token in one transaction, the invitation row locked: two
   * uses of one link cannot both succeed. Following the mailed link proves the mailbox, like a
   * password reset, so other sessions of the account end and it is marked verified. Then the pro
   * is signed in (session + refresh cookie) like after a sign-up, with role professional.
   */
  async accept(token: string, password: string, client: ClientInfo): Promise<AcceptedInvitation> {
    if (!isOpaqueToken(token)) throw invalidInvitation();
    const { user, issued } = await this.em.fork().transactional(async (tx) => {
      const invitation = await tx.findOne(
        ProfessionalInvitation,
        { tokenHash: hashOpaqueToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation) throw invalidInvitation();
      const pro = await tx.findOneOrFail(Professional, { id: invitation.professional.id });
      if (!usable(invitation, pro) || !pro.user) throw invalidInvitation();
      assertAcceptablePassword(password);
      const account = await tx.findOneOrFail(User, { id: pro.user.id });
      if (account.role !== 'professional') throw invalidInvitation();
      const now = new Date();
      account.passwordHash = await hashPassword(password);
      account.emailVerifiedAt ??= now;
      // Every link of this pro is spent, not only this one (a re-sent invitation cannot be replayed).
      await tx.nativeUpdate(ProfessionalInvitation, { professional: pro.id, usedAt: null }, { usedAt: now });
      invitation.usedAt = now;
      await this.sessions.revokeAllOfUser(tx, account.id);
      return { user: account, issued: this.sessions.start(tx, account, false, client) };
    });
    const access = await this.tokens.issue(user, issued.session.id);
    return {
      body: { ...access, user: toSessionUser(user) },
      cookie: { refreshToken: issued.refreshToken, maxAgeSeconds: issued.maxAgeSeconds },
    };
  }
}

function usable(invitation: ProfessionalInvitation, pro: Professional = invitation.professional): boolean {
  return !invitation.usedAt && invitation.expiresAt.getTime() > Date.now() && pro.status === ProfessionalStatus.Approved && !!pro.user;
}
