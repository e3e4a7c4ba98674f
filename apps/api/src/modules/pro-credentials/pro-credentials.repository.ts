import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CREDENTIAL_KINDS,
  credentialsOfTrade,
  isCredentialValid,
  meetsCredentialRequirements,
  todayInToronto,
  type AdminProCredentialsView,
  type CredentialKind,
  type CredentialStatus,
  type CredentialView,
  type ProCredentialsView,
} from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';

type Row = Record<string, unknown>;

/** The columns of a credential and the pro it belongs to, as the views need them. */
const CREDENTIAL_COLUMNS = `c.kind, c.status, c.number, c.subclasses, c.insurer, c.policy_number, c.coverage_cents,
  to_char(c.expires_on, 'YYYY-MM-DD') as expires_on, c.document_path is not null as has_document, c.review_note, c.reviewed_at,
  to_char(c.reviewed_at at time zone 'America/Toronto', 'YYYY-MM-DD') as reviewed_on`;

const byKind = (a: CredentialView, b: CredentialView) => CREDENTIAL_KINDS.indexOf(a.kind) - CREDENTIAL_KINDS.indexOf(b.kind);

/** Where a credential's certificate is opened: the pro's own route, or the console's. */
export type DocumentRoute = (kind: CredentialKind) => string;

function toCredential(row: Row, today: string, documentRoute: DocumentRoute): CredentialView {
  const status = row.status as CredentialStatus;
  const expiresOn = (row.expires_on as string | null) ?? null;
  const kind = row.kind as CredentialKind;
  const hasDocument = row.has_document === true;
  return {
    kind,
    status,
    number: (row.number as string | null) ?? null,
    subclasses: (row.subclasses as string[] | null) ?? [],
    insurer: (row.insurer as string | null) ?? null,
    policyNumber: (row.policy_number as string | null) ?? null,
    coverageCents: row.coverage_cents === null || row.coverage_cents === undefined ? null : Number(row.coverage_cents),
    expiresOn,
    hasDocument,
    documentUrl: hasDocument ? documentRoute(kind) : null,
    reviewNote: (row.review_note as string | null) ?? null,
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at as string).toISOString() : null,
    valid: isCredentialValid({ status, expiresOn }, today),
  };
}

/** A pro's business and credentials, with what their trades require and which of them they may not take. */
function toProCredentials(profile: Row, credentials: CredentialView[], licensedJobValueCents: number): ProCredentialsView {
  const categories = (profile.categories as string[] | null) ?? [];
  const valid = credentials.filter((credential) => credential.valid).map((credential) => credential.kind);
  const requested = CREDENTIAL_KINDS.filter((kind) => categories.some((trade) => credentialsOfTrade(trade).includes(kind)));
  return {
    businessName: (profile.business_name as string | null) ?? null,
    neq: (profile.neq as string | null) ?? null,
    credentials: credentials.sort(byKind),
    requested,
    // The trades whose every job needs more than the pro holds valid (their jobs are not offered).
    blockedTrades: categories.filter((trade) => !meetsCredentialRequirements(trade, null, 0, valid)),
    // The others whose jobs above the licensed value need more (any value above a threshold of 0).
    limitedTrades: categories.filter(
      (trade) => meetsCredentialRequirements(trade, null, 0, valid) && !meetsCredentialRequirements(trade, 1, 0, valid),
    ),
    licensedJobValueCents,
  };
}

/** Reads of credentials (docs/verified-trades.md): the pro's own, the console's, and what customers see. */
@Injectable()
export class ProCredentialsRepository {
  private readonly licensedJobValueCents: number;

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    this.licensedJobValueCents = config.get('credentials', { infer: true }).licensedJobValueCents;
  }

  /** The pro's view, or null when the account has no professional profile. */
  async ofPro(userId: string, documentRoute: DocumentRoute, now = new Date()): Promise<ProCredentialsView | null> {
    const em = this.em.fork();
    const [profile] = await em.execute<Row[]>(`select business_name, neq, categories from professionals where user_id = ?`, [userId]);
    if (!profile) return null;
    const rows = await em.execute<Row[]>(`select ${CREDENTIAL_COLUMNS} from pro_credentials c where c.user_id = ?`, [userId]);
    const today = todayInToronto(now);
    return toProCredentials(
      profile,
      rows.map((row) => toCredential(row, today, documentRoute)),
      this.licensedJobValueCents,
    );
  }

  /**
   * The approved pros for the console, those with something to review first (oldest change first),
   * then by name. At most 300: the console works the top of the queue.
   */
  async forConsole(
    documentRoute: (userId: string) => DocumentRoute,
    only: string | null = null,
    now = new Date(),
  ): Promise<AdminProCredentialsView[]> {
    const em = this.em.fork();
    const pros = await em.execute<Row[]>(
      `select pr.user_id, pr.first_name, pr.last_name, pr.email, pr.categories, pr.business_name, pr.neq,
         (select min(c.updated_at) from pro_credentials c where c.user_id = pr.user_id and c.status = 'pending') as pending_since
       from professionals pr
       where pr.status = 'approved' and pr.user_id is not null and (?::uuid is null or pr.user_id = ?::uuid)
       order by pending_since nulls last, pr.last_name, pr.first_name, pr.user_id
       limit 300`,
      [only, only],
    );
    if (pros.length === 0) return [];
    const rows = await em.execute<Row[]>(
      `select c.user_id, ${CREDENTIAL_COLUMNS} from pro_credentials c where c.user_id = any(?::uuid[])`,
      [`{${pros.map((pro) => pro.user_id as string).join(',')}}`],
    );
    const today = todayInToronto(now);
    return pros.map((pro) => {
      const userId = pro.user_id as string;
      const credentials = rows.filter((row) => row.user_id === userId).map((row) => toCredential(row, today, documentRoute(userId)));
      return {
        userId,
        firstName: pro.first_name as string,
        lastName: pro.last_name as string,
        email: pro.email as string,
        categories: (pro.categories as string[] | null) ?? [],
        ...toProCredentials(pro, credentials, this.licensedJobValueCents),
      };
    });
  }

  /** The stored name and type of a credential's certificate, or null. */
  async document(userId: string, kind: CredentialKind): Promise<{ path: string; contentType: string } | null> {
    const [row] = await this.em
      .fork()
      .execute<Row[]>(
        `select document_path, document_type from pro_credentials where user_id = ? and kind = ? and document_path is not null`,
        [userId, kind],
      );
    return row ? { path: row.document_path as string, contentType: row.document_type as string } : null;
  }
}
