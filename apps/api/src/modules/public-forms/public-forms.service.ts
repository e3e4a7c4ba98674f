import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  normalizeEmail,
  WaitlistStatus,
  type ContactMessageRequest,
  type FaqQuestionRequest,
  type PublicFormReceived,
  type WaitlistRequest,
  type WaitlistResponse,
} from '@hm/contracts';
import { captureEmail, ContactMessage, FaqQuestion } from '@hm/db';
import { supportAcknowledgementMail, supportContactMail, supportFaqQuestionMail, type MailMessage } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { isHoneypotFilled } from './dto/public-form-fields.js';

const RECEIVED: PublicFormReceived = { status: 'received' };

type SupportRequestSender = Pick<ContactMessageRequest, 'firstName' | 'lastName' | 'email' | 'locale'>;

/** The columns a contact message and a FAQ question share, as stored. */
interface SupportRequestRow extends SupportRequestSender {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What support's notification says beside the request itself. */
interface SupportNotice {
  to: string;
  /** The stored row's id, quoted in the e-mail. */
  reference: string;
  /** The sender's address as stored (lower-cased): support replies to it. */
  email: string;
  receivedAt: Date;
}

/** The public site's forms: the waitlist, the contact form and the FAQ question form. */
@Injectable()
export class PublicFormsService {
  private readonly logger = new Logger(PublicFormsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async joinWaitlist(request: WaitlistRequest, ip: string | undefined): Promise<WaitlistResponse> {
    if (this.isBot('waitlist', request, ip)) return { status: WaitlistStatus.Subscribed };
    const isNew = await captureEmail(this.em.fork(), normalizeEmail(request.email), request.source ?? 'waitlist', request.locale);
    return { status: isNew ? WaitlistStatus.Subscribed : WaitlistStatus.AlreadySubscribed };
  }

  /** Stores the message (status new, in the console's inbox), support's notification and the sender's acknowledgement in one transaction. */
  async sendContactMessage(request: ContactMessageRequest, ip: string | undefined): Promise<PublicFormReceived> {
    if (this.isBot('contact', request, ip)) return RECEIVED;
    await this.storeSupportRequest(
      'contact',
      request,
      (em, row) => em.create(ContactMessage, { ...row, subject: request.subject, message: request.message }),
      (notice) => supportContactMail({ ...request, ...notice }),
    );
    return RECEIVED;
  }

  /** Stores the question (status new, in the console's inbox), support's notification and the sender's acknowledgement in one transaction. */
  async askFaqQuestion(request: FaqQuestionRequest, ip: string | undefined): Promise<PublicFormReceived> {
    if (this.isBot('faq question', request, ip)) return RECEIVED;
    await this.storeSupportRequest(
      'faqQuestion',
      request,
      (em, row) => em.create(FaqQuestion, { ...row, question: request.question }),
      (notice) => supportFaqQuestionMail({ ...request, ...notice }),
    );
    return RECEIVED;
  }

  /**
   * A request to support (contact message, FAQ question): its row, made by `create` from the
   * columns every such request has, the e-mail `mail` writes to support and the sender's
   * acknowledgement, in one transaction.
   */
  private async storeSupportRequest(
    kind: 'contact' | 'faqQuestion',
    request: SupportRequestSender,
    create: (em: EntityManager, row: SupportRequestRow) => { id: string; email: string },
    mail: (notice: SupportNotice) => MailMessage,
  ): Promise<void> {
    const supportEmail = this.config.get('publicForms', { infer: true }).supportEmail;
    const now = new Date();
    await this.em.fork().transactional(async (em) => {
      const stored = create(em, {
        id: randomUUID(),
        createdAt: now,
        updatedAt: now,
        firstName: request.firstName,
        lastName: request.lastName,
        email: normalizeEmail(request.email),
        locale: request.locale,
      });
      enqueueViaOutbox(em, 'mail', 'send', mail({ to: supportEmail, reference: stored.id, email: stored.email, receivedAt: now }));
      const acknowledgement = { to: stored.email, firstName: request.firstName, reference: stored.id, locale: request.locale };
      enqueueViaOutbox(em, 'mail', 'send', supportAcknowledgementMail(kind, acknowledgement));
    });
  }

  /**
   * A filled honeypot: answer as if all went well (a bot that learns nothing does not adapt), keep
   * nothing, and leave a trace for operators (the client IP, to spot a flood; never the content).
   */
  private isBot(form: string, request: { website?: string }, ip: string | undefined): boolean {
    if (!isHoneypotFilled(request.website)) return false;
    this.logger.warn({ form, ip }, `Honeypot filled on the ${form} form: answered as a success, nothing stored`);
    return true;
  }
}
