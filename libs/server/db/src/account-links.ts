import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserLocale } from './entities/user.entity.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js';

// A mailed single-use link (password reset, pro invitation) is a row whose token is made only when
// the mail is sent: the queue, the outbox and the dashboard of jobs carry the row's id, never a secret.

export type AccountLinkKind = 'passwordReset' | 'proInvitation';

/** The token to mail (its hash is now the row's) and to whom, in which language. */
export interface IssuedAccountLink {
  token: string;
  to: string;
  firstName: string;
  locale: UserLocale;
}

// One UPDATE each: it waits for a concurrent use of the link (which locks the row) and re-checks the
// row afterwards, so a link spent, expired or (for a pro) no longer approved gets no new token.
const ISSUE: Record<AccountLinkKind, string> = {
  passwordReset: `update password_reset_tokens t set token_hash = ? from users u
    where t.id = ? and u.id = t.user_id and t.used_at is null and t.expires_at > now()
    returning u.email as to, u.first_name, u.locale`,
  proInvitation: `update professional_invitations i set token_hash = ? from professionals p
    where i.id = ? and p.id = i.professional_id and i.used_at is null and i.expires_at > now()
      and p.status = 'approved' and p.user_id is not null
    returning p.email as to, p.first_name, p.locale`,
};

/**
 * Gives the link row a new token and returns it, or null when the link can no longer be used. A
 * second call (a retried mail) replaces the token: only the newest mail of a row carries a working link.
 */
export async function issueAccountLink(em: EntityManager, kind: AccountLinkKind, rowId: string): Promise<IssuedAccountLink | null> {
  const token = newOpaqueToken();
  const [row] = await em.execute<{ to: string; first_name: string; locale: UserLocale }[]>(ISSUE[kind], [hashOpaqueToken(token), rowId]);
  return row ? { token, to: row.to, firstName: row.first_name, locale: row.locale } : null;
}
