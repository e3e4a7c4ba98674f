import { INVITATION_TTL_DAYS } from '@hm/contracts';
import { issueAccountLink } from '@hm/db';
import { renderMail, type MailMessage } from '@hm/mail';
import type { AccountLinkJob } from '@hm/queue';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The mail of a password-reset or invitation link, its token made now and its hash stored on the row
 * (issueAccountLink), written in the recipient's saved language. Null when the link was spent or
 * expired meanwhile: nothing is to be sent. Each call makes a new token, so a retried mail carries
 * the only working link of its row.
 */
export async function accountLinkMail(em: EntityManager, job: AccountLinkJob): Promise<MailMessage | null> {
  const link = await issueAccountLink(em, job.kind, job.rowId);
  if (!link) return null;
  const actionUrl = `${job.pageUrl}?token=${encodeURIComponent(link.token)}`;
  const rendered =
    job.kind === 'passwordReset'
      ? renderMail('resetPassword', link.locale, { firstName: link.firstName, actionUrl })
      : renderMail('proInvitation', link.locale, { firstName: link.firstName, days: INVITATION_TTL_DAYS, actionUrl });
  return { to: link.to, ...rendered };
}
