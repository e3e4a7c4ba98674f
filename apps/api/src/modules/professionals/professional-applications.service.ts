import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  canUseConsole,
  INVITATION_TTL_DAYS,
  normalizeDigitsPlus,
  normalizeEmail,
  PRO_WELCOME_PATH,
  ProfessionalStatus,
  type ProfessionalApplicationRequest,
  type ProfessionalApplicationResponse,
  type ProfessionalApplicationView,
} from '@hm/contracts';
import { randomUUID } from 'node:crypto';
import { captureEmail, Professional, ProfessionalInvitation, User } from '@hm/db';
import { renderMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { findUserByEmail } from '../auth/user-lookup.js';
import { isHoneypotFilled } from '../public-forms/dto/public-form-fields.js';
import { announceAreaOpenings, bookPageUrl } from '../service-areas/service-area-sql.js';
import { AvailabilityCache } from '../availability/availability-cache.js';
import { recordOperatorAction, type OperatorActionEntry } from '../audit/record-operator-action.js';

const REGISTERED: ProfessionalApplicationResponse = { status: 'registered' };
const DAY_MS = 24 * 60 * 60 * 1000;
/** An operator reviews the top of the queue; a longer list is of no use on one screen. */
const LIST_LIMIT = 500;

export const alreadyRegistered = () =>
  new DomainException(
    ApiErrorCode.PROFESSIONAL_ALREADY_REGISTERED,
    'This email is already registered as a professional. Please use a different email address.',
  );
const applicationNotFound = () => new DomainException(ApiErrorCode.APPLICATION_NOT_FOUND, 'No such application.');
/** The audit record of a decision on an application: who applied, for which trade. */
const applicationAction = (action: OperatorActionEntry['action'], pro: Professional): OperatorActionEntry => ({
  action,
  target: { type: 'application', id: pro.id, label: `${pro.firstName} ${pro.lastName}` },
  details: { email: pro.email, trade: pro.categories[0] ?? null },
});
const notPending = () => new DomainException(ApiErrorCode.APPLICATION_NOT_PENDING, 'This application has already been reviewed.');

export function toApplicationView(pro: Professional): ProfessionalApplicationView {
  return {
    id: pro.id,
    firstName: pro.firstName,
    lastName: pro.lastName,
    email: pro.email,
    phone: pro.phone,
    categories: [...pro.categories],
    status: pro.status,
    userId: pro.user?.id ?? null,
    createdAt: pro.createdAt.toISOString(),
    reviewedAt: pro.reviewedAt?.toISOString() ?? null,
  };
}

/** Applications from /grow-business and the operator's decisions on them. */
@Injectable()
export class ProfessionalApplicationsService {
  private readonly logger = new Logger(ProfessionalApplicationsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly availability: AvailabilityCache,
  ) {}

  /**
   * Stores the application (status pending), captures the e-mail and queues the applicant's
   * acknowledgement in one transaction. The unique e-mail decides duplicates, also between two
   * simultaneous requests: the loser's insert fails with 23505 and gets the already-registered
   * answer, and nothing of it stays (its acknowledgement included).
   */
  async apply(request: ProfessionalApplicationRequest, ip: string | undefined): Promise<ProfessionalApplicationResponse> {
    if (isHoneypotFilled(request.website)) {
      this.logger.warn(
        { form: 'professional application', ip },
        'Honeypot filled on the professional application: answered as a success, nothing stored',
      );
      return REGISTERED;
    }
    const email = normalizeEmail(request.email);
    try {
      await this.em.fork().transactional(async (tx) => {
        tx.create(Professional, {
          firstName: request.firstName.trim(),
          lastName: request.lastName.trim(),
          email,
          phone: normalizeDigitsPlus(request.phone),
          categories: [request.serviceCategory],
          serviceAreaPrefixes: [],
          locale: request.locale,
          status: ProfessionalStatus.Pending,
        });
        await tx.flush();
        await captureEmail(tx, email, 'professional_signup', request.locale);
        // The applicant is told it arrived, in the language they applied in.
        const received = renderMail('proApplicationReceived', request.locale, { firstName: request.firstName.trim() });
        enqueueViaOutbox(tx, 'mail', 'send', { to: email, ...received });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes('professionals_email_unique'))
        throw alreadyRegistered();
      throw error;
    }
    return REGISTERED;
  }

  /** Pending ones oldest first (a queue); reviewed ones newest decision first. */
  async list(status: ProfessionalStatus = ProfessionalStatus.Pending): Promise<ProfessionalApplicationView[]> {
    const pending = status === ProfessionalStatus.Pending;
    const pros = await this.em
      .fork()
      .find(
        Professional,
        { status },
        { orderBy: pending ? { createdAt: 'asc', id: 'asc' } : { reviewedAt: 'desc', id: 'asc' }, limit: LIST_LIMIT },
      );
    return pros.map(toApplicationView);
  }

  /**
   * Approves a pending application: the professional account is created without a password (or
   * the customer account of the same address becomes a professional one: the person proved the
   * address by signing up, and one login per person keeps their bookings and messages together),
   * then the invitation to set a password is mailed through the outbox (the worker makes its token
   * when it sends the mail). An operator account is never turned into a pro (409). The row lock
   * makes two operators' clicks apply once.
   */
  async approve(id: string, reviewer: { id: string }, note: string | null = null): Promise<ProfessionalApplicationView> {
    const publicUrl = this.config.get('http', { infer: true }).publicUrl;
    const approved = await this.em.fork().transactional(async (tx) => {
      const pro = await tx.findOne(Professional, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pro) throw applicationNotFound();
      if (pro.status !== ProfessionalStatus.Pending) throw notPending();
      let user = await findUserByEmail(tx, pro.email);
      if (user && canUseConsole(user.role)) {
        throw new DomainException(ApiErrorCode.PROFESSIONAL_ACCOUNT_CONFLICT, 'This e-mail belongs to an operator account.');
      }
      if (user) {
        user.role = 'professional';
      } else {
        user = tx.create(User, {
          firstName: pro.firstName,
          lastName: pro.lastName,
          email: pro.email,
          phone: pro.phone,
          locale: pro.locale,
          role: 'professional',
          passwordHash: null,
        });
      }
      const now = new Date();
      pro.user = user;
      pro.status = ProfessionalStatus.Approved;
      pro.reviewedAt = now;
      pro.reviewedBy = tx.getReference(User, reviewer.id);
      const invitation = tx.create(ProfessionalInvitation, {
        id: randomUUID(),
        professional: pro,
        tokenHash: null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      });
      enqueueViaOutbox(tx, 'mail', 'accountLink', {
        kind: 'proInvitation',
        rowId: invitation.id,
        pageUrl: `${publicUrl}${PRO_WELCOME_PATH}`,
      });
      await recordOperatorAction(tx, reviewer.id, { ...applicationAction('application_approved', pro), reason: note }, now);
      await tx.flush();
      // The pro may open areas to the people waiting for them (when the profile already has some).
      await announceAreaOpenings(tx, user.id, bookPageUrl(publicUrl));
      return toApplicationView(pro);
    });
    // A new pro of the trade: more free times where they work.
    this.availability.invalidate();
    return approved;
  }

  /**
   * Declines a pending application, with the operator's reason (kept in the audit log, not e-mailed);
   * the applicant is told only when `notify` is set.
   */
  async reject(
    id: string,
    reviewer: { id: string },
    { reason, notify }: { reason: string; notify: boolean },
  ): Promise<ProfessionalApplicationView> {
    return this.em.fork().transactional(async (tx) => {
      const pro = await tx.findOne(Professional, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pro) throw applicationNotFound();
      if (pro.status !== ProfessionalStatus.Pending) throw notPending();
      pro.status = ProfessionalStatus.Rejected;
      pro.reviewedAt = new Date();
      pro.reviewedBy = tx.getReference(User, reviewer.id);
      if (notify)
        enqueueViaOutbox(tx, 'mail', 'send', { to: pro.email, ...renderMail('proRejected', pro.locale, { firstName: pro.firstName }) });
      const action = applicationAction('application_rejected', pro);
      await recordOperatorAction(tx, reviewer.id, { ...action, reason, details: { ...action.details, notified: notify } }, pro.reviewedAt);
      await tx.flush();
      return toApplicationView(pro);
    });
  }
}
