import { issueAccountLink, type AccountLinkKind } from '@hm/db';
import type { AccountLinkJob } from '@hm/queue';
import { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { RunningApp } from './test-app.js';

// The link rows of one address (a user's resets, a pro's invitations).
const ROWS_OF: Record<AccountLinkKind, string> = {
  passwordReset: `select t.id::text from password_reset_tokens t join users u on u.id = t.user_id where u.email = $2`,
  proInvitation: `select i.id::text from professional_invitations i join professionals p on p.id = i.professional_id where p.email = $2`,
};

/** The link mails queued for an address, oldest first (the outbox holds their ids, never a token). */
export async function linkJobsTo(sql: pg.Client, kind: AccountLinkKind, email: string): Promise<AccountLinkJob[]> {
  const { rows } = await sql.query<{ payload: AccountLinkJob }>(
    `select payload from outbox where job_name = 'accountLink' and payload->>'kind' = $1 and payload->>'rowId' in (${ROWS_OF[kind]}) order by id`,
    [kind, email],
  );
  return rows.map((row) => row.payload);
}

/**
 * Does the worker's part, which these tests do not run: makes the token of the link as the worker
 * does when it mails it (issueAccountLink), and returns it as the mail would carry it.
 */
export async function mailLink(app: RunningApp, job: AccountLinkJob): Promise<string> {
  const issued = await issueAccountLink(app.app.get(EntityManager).fork(), job.kind, job.rowId);
  if (!issued) throw new Error(`link ${job.kind} ${job.rowId} can no longer be mailed`);
  return issued.token;
}
