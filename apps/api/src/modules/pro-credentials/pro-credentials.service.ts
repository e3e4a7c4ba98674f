import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  businessIdentitySchema,
  CREDENTIAL_REVIEW_NOTE_MAX_LENGTH,
  fieldErrorsOf,
  isCredentialKind,
  parseCredential,
  sniffCredentialDocument,
  todayInToronto,
  type AdminProCredentialsView,
  type CredentialDocumentType,
  type CredentialKind,
  type CredentialReviewRequest,
  type Language,
  type ProCredentialsView,
} from '@hm/contracts';
import { credentialReviewedMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { AvailabilityCache } from '../availability/availability-cache.js';
import { LocalImageStorage, S3ImageStorage, type ImageStorage } from '../blog/image-storage.js';
import { announceAreaOpenings, bookPageUrl } from '../service-areas/service-area-sql.js';
import { ProCredentialsRepository, type DocumentRoute } from './pro-credentials.repository.js';

type Row = Record<string, unknown>;

const EXTENSIONS: Record<CredentialDocumentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The pro app's credentials page: where the e-mails' button leads. */
export const PRO_CREDENTIALS_PAGE = '/pro/profile#credentials';

const ownDocument: DocumentRoute = (kind) => `/api/pro/credentials/${kind}/document`;
const consoleDocument =
  (userId: string): DocumentRoute =>
  (kind) =>
    `/api/admin/pros/${userId}/credentials/${kind}/document`;

const credentialNotFound = () => new DomainException(ApiErrorCode.CREDENTIAL_NOT_FOUND, 'This credential has not been entered.');
const profileMissing = () => new DomainException(ApiErrorCode.PRO_PROFILE_MISSING, 'Save the profile before adding credentials.');
/** An unknown kind in the path is a route that does not exist. */
export function credentialKind(value: string): CredentialKind {
  if (!isCredentialKind(value)) throw new DomainException(ApiErrorCode.NOT_FOUND, 'No such credential.');
  return value;
}

/**
 * Verified trades (docs/verified-trades.md): the pro enters their business and credentials and
 * uploads certificates; an operator verifies or rejects each item, which tells the pro by e-mail in
 * their language and is audited. A change by the pro sends the item back to review. Certificates go
 * to the uploads storage (UPLOAD_DIR or the S3 bucket) under names the public uploads route refuses
 * (`cred-<uuid>.<ext>`), and are served only to their pro and to operators.
 */
@Injectable()
export class ProCredentialsService {
  private readonly logger = new Logger(ProCredentialsService.name);
  private readonly storage: ImageStorage;
  private readonly publicUrl: string;

  constructor(
    private readonly em: EntityManager,
    private readonly reads: ProCredentialsRepository,
    private readonly availability: AvailabilityCache,
    config: ConfigService<AppConfig, true>,
  ) {
    this.publicUrl = config.get('http', { infer: true }).publicUrl;
    const uploads = config.get('blog', { infer: true });
    this.storage = uploads.s3 ? new S3ImageStorage(uploads.s3) : new LocalImageStorage(uploads.uploadDir);
  }

  async mine(userId: string): Promise<ProCredentialsView> {
    const view = await this.reads.ofPro(userId, ownDocument);
    if (!view) throw profileMissing();
    return view;
  }

  async saveBusiness(userId: string, body: unknown): Promise<ProCredentialsView> {
    const parsed = businessIdentitySchema.safeParse(body);
    if (!parsed.success)
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The business has invalid fields.', fieldErrorsOf(parsed.error));
    const updated = await this.em
      .fork()
      .execute<Row[]>('update professionals set business_name = ?, neq = ?, updated_at = now() where user_id = ? returning id', [
        parsed.data.businessName,
        parsed.data.neq,
        userId,
      ]);
    if (updated.length === 0) throw profileMissing();
    return this.mine(userId);
  }

  /** Enters or replaces one credential; it goes (back) to review, its certificate kept. */
  async save(userId: string, kind: CredentialKind, body: unknown, now = new Date()): Promise<ProCredentialsView> {
    const parsed = parseCredential(kind, body, todayInToronto(now));
    if (!parsed.ok) throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The credential has invalid fields.', parsed.fields);
    const { number, subclasses, insurer, policyNumber, coverageCents, expiresOn } = parsed.value;
    const written = await this.em.fork().execute<Row[]>(
      `insert into pro_credentials (user_id, kind, number, subclasses, insurer, policy_number, coverage_cents, expires_on)
       select pr.user_id, ?, ?, ?::text[], ?, ?, ?, ?::date from professionals pr where pr.user_id = ?
       on conflict (user_id, kind) do update set number = excluded.number, subclasses = excluded.subclasses, insurer = excluded.insurer,
         policy_number = excluded.policy_number, coverage_cents = excluded.coverage_cents, expires_on = excluded.expires_on,
         status = 'pending', review_note = null, reviewed_at = null, reviewed_by = null, updated_at = now()
       returning id`,
      [kind, number, `{${subclasses.join(',')}}`, insurer, policyNumber, coverageCents, expiresOn, userId],
    );
    if (written.length === 0) throw profileMissing();
    // A credential back in review may take the pro out of some trades' candidates.
    this.availability.invalidate();
    return this.mine(userId);
  }

  /** Stores a certificate (PDF or image, judged from its bytes) for a credential already entered; it goes back to review. */
  async uploadDocument(userId: string, kind: CredentialKind, bytes: Buffer): Promise<ProCredentialsView> {
    const type = sniffCredentialDocument(bytes);
    if (!type) throw new DomainException(ApiErrorCode.CREDENTIAL_DOCUMENT_INVALID, 'Send a PDF, or a PNG, JPEG or WebP image.');
    const [existing] = await this.em.fork().execute<Row[]>('select id from pro_credentials where user_id = ? and kind = ?', [userId, kind]);
    if (!existing) throw credentialNotFound();
    const name = `cred-${randomUUID()}.${EXTENSIONS[type]}`;
    try {
      await this.storage.put(name, bytes, type);
    } catch (error) {
      this.logger.error(`Could not store a certificate: ${(error as Error).message}`);
      throw new DomainException(ApiErrorCode.SERVICE_UNAVAILABLE, 'The certificate could not be stored. Please try again.');
    }
    await this.em.fork().execute(
      `update pro_credentials set document_path = ?, document_type = ?, status = 'pending', review_note = null, reviewed_at = null,
         reviewed_by = null, updated_at = now() where id = ?`,
      [name, type, existing.id],
    );
    this.availability.invalidate();
    return this.mine(userId);
  }

  /** A certificate, for its pro (their own id) or an operator (any pro's): never anyone else's route. */
  async openDocument(userId: string, kind: CredentialKind): Promise<{ stream: Readable; bytes: number; contentType: string }> {
    const document = await this.reads.document(userId, kind);
    const object = document && (await this.storage.get(document.path));
    if (!document || !object) throw new DomainException(ApiErrorCode.NOT_FOUND, 'No certificate.');
    return { ...object, contentType: document.contentType };
  }

  console(): Promise<AdminProCredentialsView[]> {
    return this.reads.forConsole(consoleDocument);
  }

  /**
   * An operator verifies or rejects one credential (a rejection needs a note, which the pro reads).
   * In one transaction: the decision, the audit record and the e-mail to the pro in their language;
   * a verification may open areas to the people waiting for the trade.
   */
  async review(
    operatorId: string,
    userId: string,
    kind: CredentialKind,
    request: CredentialReviewRequest,
  ): Promise<AdminProCredentialsView> {
    const note = request.note?.trim() || null;
    if (request.decision === 'rejected' && !note)
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'A rejection needs a note for the pro.', { note: ['REQUIRED'] });
    if (note && note.length > CREDENTIAL_REVIEW_NOTE_MAX_LENGTH)
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The note is too long.', { note: ['TOO_LONG'] });
    await this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<Row[]>(
        `update pro_credentials c set status = ?, review_note = ?, reviewed_at = now(), reviewed_by = ?, updated_at = now()
         from professionals pr join users u on u.id = pr.user_id
         where c.user_id = ? and c.kind = ? and pr.user_id = c.user_id
         returning u.email, u.locale, pr.first_name, pr.last_name`,
        [request.decision, note, operatorId, userId, kind],
      );
      if (!row) throw credentialNotFound();
      const name = `${row.first_name as string} ${row.last_name as string}`;
      await recordOperatorAction(tx, operatorId, {
        action: request.decision === 'verified' ? 'credential_verified' : 'credential_rejected',
        target: { type: 'user', id: userId, label: name },
        reason: note,
        details: { credential: kind, locale: row.locale as string },
      });
      enqueueViaOutbox(
        tx,
        'mail',
        'send',
        credentialReviewedMail({
          to: row.email as string,
          firstName: row.first_name as string,
          locale: row.locale as Language,
          kind,
          decision: request.decision,
          note,
          actionUrl: `${this.publicUrl}${PRO_CREDENTIALS_PAGE}`,
        }),
      );
      // Now qualified for a regulated trade, the pro may open areas to the people waiting for it.
      if (request.decision === 'verified') await announceAreaOpenings(tx, userId, bookPageUrl(this.publicUrl));
    });
    this.availability.invalidate();
    const [view] = await this.reads.forConsole(consoleDocument, userId);
    if (!view) throw credentialNotFound();
    return view;
  }
}
