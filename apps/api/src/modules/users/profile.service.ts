import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { ApiErrorCode, formatCanadianPostalCode, normalizePhone, type NotificationPreferences, type Profile } from '@hm/contracts';
import { User } from '@hm/db';
import { notificationPreferencesOf } from '@hm/mail';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from '../auth/auth-user.js';
import { hashPassword, verifyPassword } from '../auth/passwords/password-hasher.js';
import { assertAcceptablePassword } from '../auth/passwords/password-policy.js';
import { SessionsService } from '../auth/sessions/sessions.service.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { NotificationPreferencesDto } from './dto/notification-preferences.dto.js';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { toProfile } from './profile.view.js';

/** Blank optional text is stored as null. */
const orNull = (value: string | null | undefined, normalise: (v: string) => string = (v) => v): string | null => {
  if (value === null || value === undefined) return null;
  const normalised = normalise(value);
  return normalised === '' ? null : normalised;
};

/**
 * The caller's own account. Every method takes the verified AuthUser and loads by its id:
 * no route carries a user id, so nobody can read or change another person's profile.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  async get(caller: AuthUser): Promise<Profile> {
    return toProfile(await this.load(this.em.fork(), caller));
  }

  async update(caller: AuthUser, dto: UpdateProfileDto): Promise<Profile> {
    return this.em.transactional(async (em) => {
      const user = await this.load(em, caller);
      if (dto.firstName !== undefined) user.firstName = dto.firstName;
      if (dto.lastName !== undefined) user.lastName = dto.lastName;
      if (dto.phone !== undefined) user.phone = orNull(dto.phone, normalizePhone);
      if (dto.address !== undefined) user.address = orNull(dto.address);
      if (dto.city !== undefined) user.city = orNull(dto.city);
      if (dto.postalCode !== undefined) user.postalCode = orNull(dto.postalCode, formatCanadianPostalCode);
      if (dto.locale !== undefined) user.locale = dto.locale;
      return toProfile(user);
    });
  }

  /** Checks the current password, applies the password rule, and signs out every OTHER session. */
  async changePassword(caller: AuthUser, dto: ChangePasswordDto): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await this.load(em, caller);
      if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) {
        throw new DomainException(ApiErrorCode.WRONG_CURRENT_PASSWORD, 'The current password is not correct.', {
          currentPassword: ['wrong'],
        });
      }
      assertAcceptablePassword(dto.newPassword, 'newPassword');
      user.passwordHash = await hashPassword(dto.newPassword);
      await this.sessions.revokeAllOfUser(em, user.id, caller.sessionId);
    });
  }

  async updateNotifications(caller: AuthUser, dto: NotificationPreferencesDto): Promise<NotificationPreferences> {
    return this.em.transactional(async (em) => {
      const user = await this.load(em, caller);
      user.notifyBookingUpdates = dto.bookingUpdates;
      user.notifyMessages = dto.messages;
      user.notifyTipsAndOffers = dto.tipsAndOffers;
      return notificationPreferencesOf(user);
    });
  }

  private async load(em: EntityManager, caller: AuthUser): Promise<User> {
    const user = await em.findOne(User, { id: caller.id });
    // The session check passed, so the account existed a moment ago; deleted since: sign in again.
    if (!user) throw new DomainException(ApiErrorCode.SESSION_EXPIRED, 'This account no longer exists.');
    return user;
  }
}
