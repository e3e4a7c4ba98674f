import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/core';
import { ApiErrorCode, describeUserAgent, isUuid, type SignedInDevice } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from '../auth/auth-user.js';
import { SessionsService } from '../auth/sessions/sessions.service.js';

interface DeviceRow {
  family_id: string;
  user_agent: string | null;
  ip: string | null;
  signed_in_at: Date;
  last_active_at: Date;
  current: boolean;
}

/**
 * The caller's open sign-ins, one per refresh-token family, and signing one of them out. Always
 * scoped to the caller's own user id: another person's sign-in is "not found", never revealed.
 * Revocations go through SessionsService, so every API node forgets the session at once.
 */
@Injectable()
export class DevicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
  ) {}

  async list(caller: AuthUser): Promise<SignedInDevice[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<DeviceRow[]>(
        `select family_id,
              (array_agg(user_agent order by created_at desc))[1] as user_agent,
              (array_agg(ip order by created_at desc))[1] as ip,
              min(created_at) as signed_in_at,
              max(created_at) as last_active_at,
              bool_or(id = ?) as current
       from auth_sessions
       where user_id = ? and revoked_at is null
       group by family_id
       having max(expires_at) > now()
       order by bool_or(id = ?) desc, max(created_at) desc`,
        [caller.sessionId, caller.id, caller.sessionId],
      );
    return (rows as DeviceRow[]).map((row) => ({
      id: row.family_id,
      ...describeUserAgent(row.user_agent),
      ip: row.ip,
      signedInAt: new Date(row.signed_in_at).toISOString(),
      lastActiveAt: new Date(row.last_active_at).toISOString(),
      current: row.current,
    }));
  }

  /** Ends one of the caller's sign-ins (the current one too: that is signing out here). */
  async signOut(caller: AuthUser, familyId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const owned = isUuid(familyId)
        ? await em
            .getConnection()
            .execute<{ one: number }[]>(
              'select 1 as one from auth_sessions where family_id = ? and user_id = ? and revoked_at is null limit 1',
              [familyId, caller.id],
            )
        : [];
      if (owned.length === 0) throw new DomainException(ApiErrorCode.NOT_FOUND, 'No such signed-in device.');
      await this.sessions.revokeFamily(em, familyId);
    });
  }

  /** Ends every sign-in of the caller but the one making the request. */
  async signOutOthers(caller: AuthUser): Promise<void> {
    await this.em.fork().transactional((em) => this.sessions.revokeAllOfUser(em, caller.id, caller.sessionId));
  }
}
