import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { FALLBACK_LANGUAGE, type Language } from '@hm/contracts';
import { OAuthIdentity, User } from '@hm/db';
import { enqueueUserMail } from '../account-mail.js';
import { SessionsService, type ClientInfo, type IssuedRefreshToken } from '../sessions/sessions.service.js';
import { findUserByEmail } from '../user-lookup.js';
import type { ProviderProfile } from './provider-profile.js';

// An OAuth sign-in gets the one-hour session (sliding on every refresh): the provider buttons have
// no "remember me" box, and the shorter life is the safe choice on a shared computer.
export const OAUTH_REMEMBER_ME = false;

export type OAuthSignInOutcome = { kind: 'signed-in'; user: User; issued: IssuedRefreshToken } | { kind: 'refused'; reason: string };

@Injectable()
export class OAuthAccountsService {
  private readonly logger = new Logger(OAuthAccountsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Finds the account of a provider identity, or links it to the account with the same
   * e-mail if (and only if) the provider verified that address, or creates a customer account.
   * An unverified address that belongs to an existing account is refused: linking it would let
   * anyone who types that address at the provider take the account over.
   */
  async signIn(profile: ProviderProfile, locale: Language | null, client: ClientInfo): Promise<OAuthSignInOutcome> {
    return this.em.transactional(async (em) => {
      const identity = await em.findOne(OAuthIdentity, { provider: profile.provider, subject: profile.subject });
      let user: User;
      if (identity) {
        user = await em.findOneOrFail(User, { id: identity.user.id });
      } else {
        if (profile.email === null) return this.refuse(profile, 'the provider shared no e-mail address');
        const existing = await findUserByEmail(em, profile.email);
        if (existing && !profile.emailVerified) return this.refuse(profile, 'unverified e-mail of an existing account');
        user = existing ?? this.createUser(em, profile, locale ?? FALLBACK_LANGUAGE);
        if (existing && !existing.emailVerifiedAt) await this.claimUnverifiedAccount(em, existing);
        em.create(OAuthIdentity, { user, provider: profile.provider, subject: profile.subject, email: profile.email });
        if (!existing) {
          await em.flush();
          enqueueUserMail(em, user, 'welcome', { firstName: user.firstName });
        }
      }
      return { kind: 'signed-in' as const, user, issued: this.sessions.start(em, user, OAUTH_REMEMBER_ME, client) };
    });
  }

  /**
   * Nobody ever proved that the existing account's address was theirs (password sign-ups are not
   * verified), while the provider just proved it for this person. Whoever registered the address
   * first may have been someone else waiting for the owner to link it ("pre-account takeover"),
   * so that registration's password and sessions are dropped; the owner can set a password again
   * with "forgot password".
   */
  private async claimUnverifiedAccount(em: EntityManager, user: User): Promise<void> {
    user.emailVerifiedAt = new Date();
    if (user.passwordHash) {
      user.passwordHash = null;
      this.logger.warn(`OAuth link verified the e-mail of account ${user.id}: its unverified password was removed`);
    }
    await this.sessions.revokeAllOfUser(em, user.id);
  }

  private createUser(em: EntityManager, profile: ProviderProfile, locale: Language): User {
    return em.create(User, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email!,
      role: 'customer',
      locale,
      passwordHash: null,
      emailVerifiedAt: profile.emailVerified ? new Date() : null,
    });
  }

  private refuse(profile: ProviderProfile, reason: string): OAuthSignInOutcome {
    this.logger.warn(`OAuth sign-in with ${profile.provider} refused: ${reason}`);
    return { kind: 'refused', reason };
  }
}
